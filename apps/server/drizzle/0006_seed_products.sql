-- What KinderWait sells (issue 13), prices in CAD cents before HST; the reasoning is in
-- docs/pricing.md. Codes are the contract's `productCodes`; names are SPEC 9's subscription names.
-- Changing a price later means a new migration or the SuperAdmin screen, never editing this one.
-- Joining waitlists, sending childcare requests and receiving offers are free and not products.
INSERT INTO "products" ("code", "name", "description", "features", "roles", "payment_mode", "interval", "unit_amount", "currency", "grants_subscription", "max_quantity", "limits", "sort_order") VALUES
  ('kinderwait-plus', 'KinderWait Plus',
   'For families looking for care: a text message the moment a spot opens, broadcasts of your child''s needs to matching providers, and more help from the assistant.',
   ARRAY['A text message the moment a spot opens at a provider whose waitlist you joined', '5 broadcasts a month of your child''s care needs to matching providers (1 without Plus)', '300 assistant messages a day (30 without Plus)', 'Cancel any time: Plus runs to the end of the month you paid for'],
   ARRAY['Parent'], 'subscription', 'month', 799, 'CAD', false, 1,
   '{"assistantMessage": 300, "broadcast": 5}'::jsonb, 1),
  ('voice-assistant-setup', 'Voice Assistant Setup',
   'An AI voice agent that answers parents'' questions about your program, built from your website and your documents.',
   ARRAY['A voice agent built from your website and the documents you upload', 'A guided set-up chat, and your knowledge base kept up to date', '30 minutes a month of test calls in the app', 'One-time fee, no subscription'],
   ARRAY['Licenced', 'Unlicenced'], 'payment', NULL, 9900, 'CAD', true, 1,
   '{"assistantMessage": 100, "voiceMinute": 30}'::jsonb, 2),
  ('voice-assistant-phone-number', 'Voice Assistant Phone Number',
   'A Toronto phone number your voice agent answers, with voice minutes included every month.',
   ARRAY['A local Toronto number (416, 647 or 437) your voice agent answers', '300 voice minutes a month included', 'Calls passed to your own phone when a caller asks for a person', 'Cancel any time: the number works to the end of the month you paid for'],
   ARRAY['Licenced', 'Unlicenced'], 'subscription', 'month', 4900, 'CAD', false, 1,
   '{"assistantMessage": 100, "voiceMinute": 300}'::jsonb, 3),
  ('broadcast-order', 'Broadcast',
   'Tell the families near you whose needs match that you have an open spot.',
   ARRAY['Your open spot sent to families nearby whose needs match it', 'Families answer with their interest, and you see every answer', 'Pay per broadcast, no subscription'],
   ARRAY['Licenced', 'Unlicenced'], 'payment', NULL, 1900, 'CAD', false, 1,
   '{}'::jsonb, 4);
