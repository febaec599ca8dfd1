-- Issue 33 item 5: alt text on the seeded images, a half-written post for the student, and private bookmarks
-- for every demo account (public posts of public authors, so each one is readable by who saved it).

update public.posts p set media_alt = a.alt
from (values
  ('10000000-0000-4000-8000-000000000001', array['Blue banner reading “Hack Night · 48h”, the Lakeside hackathon’s poster']),
  ('10000000-0000-4000-8000-000000000002', array['Magenta banner reading “Intern cohort · summer”, announcing Northwind Labs’ internship cohort']),
  ('10000000-0000-4000-8000-000000000003', array['Green banner reading “Inclusive Interfaces Lab”, the lab’s name card']),
  ('10000000-0000-4000-8000-000000000005', array['Teal banner reading “Whitfield Scholars”, the Whitfield Foundation’s scholarship card']),
  ('10000000-0000-4000-8000-000000000006', array['Dark blue banner reading “Demo Day”, inviting climate founders to pitch']),
  ('10000000-0000-4000-8000-000000000007', array['Orange banner reading “Career Fair 2026” from the Lakeside career fair'])
) as a (id, alt)
where p.id = a.id::uuid and cardinality(p.media) = cardinality(a.alt);

-- The student started a post on one device; the composer offers it back on any other.
insert into public.post_drafts (member_id, community_id, body, visibility, updated_at) values
  ('00000000-0000-4000-8000-000000000001', null,
   'Three things I learned building keyboard navigation for a chart library:' || chr(10) ||
   '1. Arrow keys should move between data points, not between DOM nodes.' || chr(10) ||
   '2. Announce the value and its position ("March, 42 sign-ups, 3 of 12").' || chr(10) ||
   '3. Thanks to @[Prof. Amara Singh](00000000-0000-4000-8000-000000000005) for ',
   'public', now() - interval '2 hours');

insert into public.post_bookmarks (member_id, post_id, created_at)
select ('00000000-0000-4000-8000-00000000000' || m)::uuid, ('10000000-0000-4000-8000-0000000000' || lpad(p::text, 2, '0'))::uuid,
  now() - (h || ' hours')::interval
from (values
  (1, 6, 100), (1, 5, 90), (1, 11, 6), (1, 4, 150),
  (2, 3, 180), (2, 8, 40),
  (3, 4, 160), (3, 12, 2),
  (4, 5, 120), (4, 3, 190),
  (5, 1, 280), (5, 8, 50),
  (6, 2, 230), (6, 7, 80),
  (7, 11, 5), (7, 1, 250),
  (8, 1, 260), (8, 10, 12)
) as b (m, p, h);
