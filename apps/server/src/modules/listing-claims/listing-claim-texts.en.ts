/** The words of a listing claim's code: the text message and the call to the listing's number. */
export default {
  text: '{code} is your {product} code to manage {listing}. It expires in {minutes} minutes. If nobody there asked for it, ignore this message.',
  callHello:
    'Hello. This is {product}, with a code for the person who asked to manage {listing} on {product}.',
  callCode: 'Your code is: {digits}.',
  callAgain: 'Again, your code is: {digits}.',
  callExpiry:
    'It expires in {minutes} minutes. If nobody there asked for it, you can hang up. Goodbye.',
};
