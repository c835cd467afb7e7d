/** The words of the email telling a provider their voice agent took a message. */
export default {
  subject: '{name} left a message with your voice agent',
  took: 'Your voice agent took a message.',
  tookFor: 'Your voice agent for {business} took a message.',
  name: 'Name: {name}',
  callbackNumber: 'Callback number: {number}',
  childAge: "Child's age: {age}",
  question: 'Question: {question}',
  summary: 'Summary: {summary}',
  seeConversation: 'See the conversation',
};
