-- Seeds the reference catalogues with stable ids. The age-group and provider-type ids are the
-- contract's `ageGroupIds` and `providerTypeIds` (tests keep both in step). Changing a catalogue
-- later means a new migration (or the SuperAdmin screen), never editing this one.
-- Fees: Toronto, 2026. Licensed centres in the Canada-Wide Early Learning and Child Care system
-- (CWELCC) charge at most $22 a day for children under 6 since 2025; other care is priced freely.
INSERT INTO "age_groups" ("id", "code", "name") VALUES
  (1, 'infant', 'Infant'),
  (2, 'toddler', 'Toddler'),
  (3, 'preschool', 'Preschool'),
  (4, 'kindergarten', 'Kindergarten'),
  (5, 'school-age', 'School age');
--> statement-breakpoint
INSERT INTO "provider_types" ("id", "code", "name", "description") VALUES
  (1, 'licensed-centre', 'Licensed child care centre', 'A centre licensed by the Ontario Ministry of Education, with trained staff, set ratios and regular inspections. Most take part in CWELCC, which caps fees at $22 a day for children under 6.'),
  (2, 'licensed-home', 'Licensed home child care', 'Care in a provider''s home, supervised by a licensed home child care agency that screens and visits the home. Up to six children under 13.'),
  (3, 'unlicensed-home', 'Unlicensed home child care', 'Care in a provider''s home without agency supervision. Ontario allows up to five children under 13, no more than three of them under two.'),
  (4, 'babysitter', 'Babysitter or nanny', 'A babysitter or nanny who cares for your children in your home, occasionally or on a regular schedule.');
--> statement-breakpoint
INSERT INTO "childcare_types" ("id", "code", "name", "description", "sort_order") VALUES
  (1, 'full-time', 'Full-time', 'Care five days a week, for most of the working day.', 1),
  (2, 'part-time', 'Part-time', 'Care on some days of the week, or for part of the day such as mornings only.', 2),
  (3, 'before-after-school', 'Before and after school', 'Care for school-age children before the morning bell and after dismissal on school days.', 3),
  (4, 'drop-in', 'Drop-in or occasional', 'Care booked when you need it, by the day or by the hour, without a regular schedule.', 4),
  (5, 'evenings-overnight', 'Evenings and overnight', 'Care after 6 p.m. or through the night, for shift workers and parents who travel.', 5),
  (6, 'weekends', 'Weekends', 'Care on Saturdays and Sundays.', 6);
--> statement-breakpoint
INSERT INTO "school_plans" ("id", "code", "name", "description", "period", "typical_hours", "details", "sort_order") VALUES
  (1, 'before-and-after-school', 'Before and after school', 'Care before the morning bell and after dismissal on every school day.', 'School days, September to June', '7:00 to 8:45 and 15:30 to 18:00',
   '["Breakfast or a morning snack, and an afternoon snack", "Staff walk children to and from class when the program is in or next to the school", "Homework time, outdoor play and quiet activities", "Kindergarten children (under 6) in a CWELCC program pay reduced fees"]'::jsonb, 1),
  (2, 'before-school', 'Before school only', 'Care from early morning until the bell.', 'School days, September to June', '7:00 to 8:45',
   '["Breakfast or a morning snack", "Children are taken to class or the schoolyard at the bell", "Suits families who start work early and can pick up at dismissal"]'::jsonb, 2),
  (3, 'after-school', 'After school only', 'Care from dismissal until pick-up.', 'School days, September to June', '15:30 to 18:00',
   '["An afternoon snack", "Homework help, outdoor play, arts and sports", "Most programs close at 18:00; late pick-up fees usually apply after that"]'::jsonb, 3),
  (4, 'pa-days-and-holidays', 'PA days and school holidays', 'Full-day care when school is closed for professional activity (PA) days and the winter break.', 'About seven PA days a year and the two-week winter break in late December', '7:30 to 18:00',
   '["Registration usually opens a few weeks before each day", "Children bring a lunch unless the program provides one", "Outings and theme days are common", "Often offered by the same program as before and after school care"]'::jsonb, 4),
  (5, 'march-break-camp', 'March break camp', 'A day camp during Ontario''s March break.', 'One week in mid-March', '9:00 to 16:00, with extended care from 7:30 to 18:00',
   '["Booked by the week, sometimes by the day", "Sports, science, arts and field trips", "Run by the City of Toronto, the YMCA, community centres and private camps"]'::jsonb, 5),
  (6, 'summer-camp', 'Summer camp', 'A full-day camp through July and August.', 'July and August, by the week', '9:00 to 16:00, with extended care from 7:30 to 18:00',
   '["Weekly sessions; many families combine several camps", "Swimming, sports, arts, nature and trips", "Popular camps fill in the first days of registration, often in January or February", "Children bring a lunch, sunscreen and a water bottle"]'::jsonb, 6),
  (7, 'school-closures', 'Full day on school closures', 'Full-day care when schools close unexpectedly.', 'Snow days, labour disruptions and other closures', '7:30 to 18:00',
   '["Offered at short notice, usually to children already registered in the program", "Some programs open when school buses are cancelled but schools stay open", "Ask how the program tells families that it is open"]'::jsonb, 7);
--> statement-breakpoint
INSERT INTO "fee_brackets" ("id", "payment_option", "min_cents", "max_cents", "label", "sort_order") VALUES
  (1, 'Daily', 0, 2200, 'Up to $22 a day (the CWELCC fee cap)', 1),
  (2, 'Daily', 2201, 4000, '$22 to $40 a day', 2),
  (3, 'Daily', 4001, 6000, '$40 to $60 a day', 3),
  (4, 'Daily', 6001, 8000, '$60 to $80 a day', 4),
  (5, 'Daily', 8001, 10000, '$80 to $100 a day', 5),
  (6, 'Daily', 10001, NULL, 'More than $100 a day', 6),
  (7, 'Hourly', 0, 1800, 'Up to $18 an hour', 1),
  (8, 'Hourly', 1801, 2200, '$18 to $22 an hour', 2),
  (9, 'Hourly', 2201, 2600, '$22 to $26 an hour', 3),
  (10, 'Hourly', 2601, 3000, '$26 to $30 an hour', 4),
  (11, 'Hourly', 3001, NULL, 'More than $30 an hour', 5);
--> statement-breakpoint
-- English and French first, then Toronto's most spoken home languages (2021 census) and others
-- families here use. ISO 639-1 where it exists, else ISO 639-3.
INSERT INTO "languages" ("code", "name", "native_name", "sort_order") VALUES
  ('en', 'English', 'English', 1),
  ('fr', 'French', 'Français', 2),
  ('cmn', 'Mandarin', '普通话', 3),
  ('yue', 'Cantonese', '廣東話', 4),
  ('tl', 'Tagalog (Filipino)', 'Tagalog', 5),
  ('es', 'Spanish', 'Español', 6),
  ('pt', 'Portuguese', 'Português', 7),
  ('ta', 'Tamil', 'தமிழ்', 8),
  ('fa', 'Persian (Farsi)', 'فارسی', 9),
  ('ur', 'Urdu', 'اردو', 10),
  ('ru', 'Russian', 'Русский', 11),
  ('it', 'Italian', 'Italiano', 12),
  ('ar', 'Arabic', 'العربية', 13),
  ('ko', 'Korean', '한국어', 14),
  ('pa', 'Punjabi', 'ਪੰਜਾਬੀ', 15),
  ('vi', 'Vietnamese', 'Tiếng Việt', 16),
  ('gu', 'Gujarati', 'ગુજરાતી', 17),
  ('bn', 'Bengali', 'বাংলা', 18),
  ('pl', 'Polish', 'Polski', 19),
  ('el', 'Greek', 'Ελληνικά', 20),
  ('hi', 'Hindi', 'हिन्दी', 21),
  ('so', 'Somali', 'Soomaali', 22),
  ('tr', 'Turkish', 'Türkçe', 23),
  ('uk', 'Ukrainian', 'Українська', 24),
  ('hu', 'Hungarian', 'Magyar', 25),
  ('ro', 'Romanian', 'Română', 26),
  ('sr', 'Serbian', 'Српски', 27),
  ('hr', 'Croatian', 'Hrvatski', 28),
  ('sq', 'Albanian', 'Shqip', 29),
  ('am', 'Amharic', 'አማርኛ', 30),
  ('ti', 'Tigrinya', 'ትግርኛ', 31),
  ('he', 'Hebrew', 'עברית', 32),
  ('ja', 'Japanese', '日本語', 33),
  ('de', 'German', 'Deutsch', 34),
  ('ne', 'Nepali', 'नेपाली', 35),
  ('te', 'Telugu', 'తెలుగు', 36),
  ('ml', 'Malayalam', 'മലയാളം', 37),
  ('yo', 'Yoruba', 'Yorùbá', 38),
  ('ase', 'American Sign Language', 'ASL', 39);
