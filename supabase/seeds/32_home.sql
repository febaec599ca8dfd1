-- Issue 33 item 2: the home page's "Upcoming events" block shows, for every demo account, an event they answered.
-- The investor and the philanthropist had answered none: Harbor Ventures goes to the Northbridge hackathon
-- kick-off (it scouts teams there) and the career fair; Grace Whitfield, who hosts the scholarship clinic, goes
-- to the career fair. Recommendations, people you may know and the first-week checklist are computed from the
-- profiles, opportunities and associates the other seeds already hold.

insert into public.event_rsvps (event_id, user_id, status, created_at)
values
  ('00000000-0000-4000-9000-000000000005', '00000000-0000-4000-8000-000000000007', 'going', now() - interval '2 days'),
  ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000007', 'interested', now() - interval '1 day'),
  ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000008', 'going', now() - interval '3 days')
on conflict (event_id, user_id) do nothing;
