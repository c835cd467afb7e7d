-- KinderWait Plus promises broadcasts, which are not built yet (docs/product/broadcast.md): until
-- they are, the plan says they are coming soon. Only the words 0006 seeded are changed, so an
-- administrator's own edit of them (the products screen) stays as written.
UPDATE "products"
SET "features" = array_replace(
  "features",
  '5 broadcasts a month of your child''s care needs to matching providers (1 without Plus)',
  'Coming soon: 5 broadcasts a month of your child''s care needs to matching providers (1 without Plus)'
)
WHERE "code" = 'kinderwait-plus';--> statement-breakpoint
UPDATE "products"
SET "description" = 'For families looking for care: a text message the moment a spot opens and more help from the assistant. Broadcasts of your child''s needs to matching providers are coming soon.'
WHERE "code" = 'kinderwait-plus'
  AND "description" = 'For families looking for care: a text message the moment a spot opens, broadcasts of your child''s needs to matching providers, and more help from the assistant.';
