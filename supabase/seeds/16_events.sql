-- Events: past, upcoming and cancelled, of every category, from the organisations and universities,
-- with RSVPs, a full event with a waitlist, tickets and check-ins for every demo account.
insert into public.events (id, organizer_id, title, description, category, starts_at, ends_at, timezone, is_online,
  venue, address, capacity, rsvp_deadline, visibility, cover_url, created_at)
values
  ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000004', 'Lakeside Spring Career Fair',
   'Forty employers from tech, finance, health and the public sector meet Lakeside students and recent graduates. Bring printed CVs; on-the-spot interviews in rooms B1–B4.',
   'career_fair', date_trunc('day', now()) + interval '9 days 14 hours', date_trunc('day', now()) + interval '9 days 19 hours',
   'America/Toronto', false, 'Lakeside Athletic Centre', '100 Lakeshore Road, Toronto', 400, null, 'public', '/seed/cover-3.webp', now() - interval '20 days'),
  ('00000000-0000-4000-9000-000000000002', '00000000-0000-4000-8000-000000000002', 'Northwind Labs: internship info session',
   'Meet the data platform team, hear how our summer interns shipped to production, and ask anything about the application process.',
   'info_session', date_trunc('day', now()) + interval '3 days 17 hours', date_trunc('day', now()) + interval '3 days 18 hours 30 minutes',
   'Europe/Berlin', true, null, null, null, null, 'public', '/seed/cover-2.webp', now() - interval '10 days'),
  ('00000000-0000-4000-9000-000000000003', '00000000-0000-4000-8000-000000000005', 'Inclusive Interfaces Lab: usability testing workshop',
   'A hands-on workshop: plan, run and analyse a usability test with screen-reader users. Laptops required. Limited to 2 seats for this pilot run.',
   'workshop', date_trunc('day', now()) + interval '5 days 15 hours', date_trunc('day', now()) + interval '5 days 17 hours',
   'America/Toronto', false, 'Engineering Building, room 214', 'Lakeside University, Toronto', 2, date_trunc('day', now()) + interval '5 days 12 hours',
   'public', null, now() - interval '8 days'),
  ('00000000-0000-4000-9000-000000000004', '00000000-0000-4000-8000-000000000007', 'Harbor Ventures founder office hours',
   'Twenty-minute slots with our partners for student founders: bring your deck or just your idea.',
   'meetup', date_trunc('day', now()) + interval '12 days 16 hours', date_trunc('day', now()) + interval '12 days 19 hours',
   'Europe/London', false, 'Harbor Ventures', '12 Wharf Street, London', 30, null, 'associates', '/seed/cover-4.webp', now() - interval '6 days'),
  ('00000000-0000-4000-9000-000000000005', '00000000-0000-4000-8000-000000000024', 'Northbridge Robotics Hackathon kick-off',
   'Form teams, meet mentors and get your hardware kits for the 48-hour robotics hackathon.',
   'hackathon', date_trunc('day', now()) + interval '16 days 9 hours', date_trunc('day', now()) + interval '17 days 21 hours',
   'Europe/London', false, 'Northbridge Makerspace', 'Oxford Road, Manchester', 120, null, 'public', null, now() - interval '12 days'),
  ('00000000-0000-4000-9000-000000000006', '00000000-0000-4000-8000-000000000018', 'Guest lecture: evaluating small language models',
   'Dr. Hannah Kim on benchmarks that matter for low-resource languages, followed by Q&A.',
   'lecture', date_trunc('day', now()) + interval '1 day 18 hours', date_trunc('day', now()) + interval '1 day 19 hours 30 minutes',
   'America/Toronto', true, null, null, null, null, 'public', null, now() - interval '4 days'),
  ('00000000-0000-4000-9000-000000000007', '00000000-0000-4000-8000-000000000008', 'Whitfield Scholarship application clinic',
   'Our team reviews your scholarship essay drafts and answers questions about eligibility.',
   'other', date_trunc('day', now()) + interval '7 days 16 hours', date_trunc('day', now()) + interval '7 days 18 hours',
   'America/New_York', true, null, null, 50, null, 'public', null, now() - interval '9 days'),
  ('00000000-0000-4000-9000-000000000008', '00000000-0000-4000-8000-000000000023', 'BrightPath Analytics: data for public services',
   'How cities use data to plan transport and healthcare: three case studies and an open Q&A for students.',
   'info_session', date_trunc('day', now()) + interval '21 days 15 hours', date_trunc('day', now()) + interval '21 days 16 hours 30 minutes',
   'Europe/Amsterdam', false, 'BrightPath office', 'Keizersgracht 100, Amsterdam', 60, null, 'public', null, now() - interval '3 days'),
  ('00000000-0000-4000-9000-000000000009', '00000000-0000-4000-8000-000000000004', 'Lakeside alumni networking night',
   'Our alumni in tech and consulting share how they got their first job. Drinks and snacks provided.',
   'meetup', date_trunc('day', now()) - interval '12 days' + interval '18 hours', date_trunc('day', now()) - interval '12 days' + interval '21 hours',
   'America/Toronto', false, 'Lakeside Student Union', '100 Lakeshore Road, Toronto', 150, null, 'public', null, now() - interval '40 days'),
  ('00000000-0000-4000-9000-000000000010', '00000000-0000-4000-8000-000000000003', 'Portfolio review evening',
   'One-to-one portfolio reviews with designers from Northwind Labs.',
   'workshop', date_trunc('day', now()) + interval '4 days 17 hours', date_trunc('day', now()) + interval '4 days 20 hours',
   'Europe/Lisbon', false, 'Northwind Labs Lisbon', 'Rua Augusta 20, Lisbon', 25, null, 'public', null, now() - interval '15 days'),
  ('00000000-0000-4000-9000-000000000011', '00000000-0000-4000-8000-000000000006', 'Live: how I landed 3 internship offers',
   'A live stream with Q&A on CVs, cold emails and interviews for first internships.',
   'other', date_trunc('day', now()) + interval '2 days 20 hours', date_trunc('day', now()) + interval '2 days 21 hours',
   'America/Sao_Paulo', true, null, null, null, null, 'public', null, now() - interval '2 days'),
  ('00000000-0000-4000-9000-000000000012', '00000000-0000-4000-8000-000000000001', 'Accessibility study group',
   'Weekly study group for WCAG and inclusive design. Everyone welcome — bring a project you want feedback on.',
   'meetup', date_trunc('day', now()) + interval '6 days 18 hours', date_trunc('day', now()) + interval '6 days 19 hours 30 minutes',
   'America/Toronto', false, 'Library, group room 3', 'Lakeside University, Toronto', 12, null, 'public', null, now() - interval '5 days');

insert into public.event_links (event_id, url) values
  ('00000000-0000-4000-9000-000000000002', 'https://meet.example/northwind-internships'),
  ('00000000-0000-4000-9000-000000000006', 'https://meet.example/slm-lecture'),
  ('00000000-0000-4000-9000-000000000007', 'https://meet.example/whitfield-clinic'),
  ('00000000-0000-4000-9000-000000000011', 'https://live.example/leo-internships');

-- Answers. The workshop (capacity 2) fills up, so later answers wait on its list.
insert into public.event_rsvps (event_id, user_id, status, waitlisted_at, created_at)
select ('00000000-0000-4000-9000-0000000000' || lpad(e::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid,
       s, case when s = 'waitlisted' then now() - (h || ' hours')::interval end, now() - (h || ' hours')::interval
from (values
  (1, 1, 'going', 90), (1, 9, 'going', 80), (1, 10, 'going', 70), (1, 11, 'interested', 60), (1, 13, 'going', 50),
  (1, 2, 'going', 48), (1, 3, 'going', 47), (1, 23, 'going', 46), (1, 17, 'going', 45), (1, 21, 'going', 40),
  (2, 1, 'going', 30), (2, 9, 'going', 29), (2, 14, 'interested', 28), (2, 10, 'going', 20),
  (3, 10, 'going', 72), (3, 13, 'going', 70), (3, 1, 'waitlisted', 30), (3, 9, 'waitlisted', 20),
  (4, 19, 'going', 12), (4, 6, 'interested', 10),
  (5, 11, 'going', 40), (5, 15, 'going', 39), (5, 12, 'interested', 30), (5, 1, 'interested', 20),
  (6, 1, 'going', 10), (6, 14, 'going', 9), (6, 9, 'going', 8), (6, 5, 'interested', 7),
  (7, 1, 'interested', 6), (7, 12, 'going', 5), (7, 22, 'going', 4),
  (8, 22, 'going', 3), (8, 12, 'interested', 2),
  (9, 1, 'going', 400), (9, 9, 'going', 390), (9, 10, 'going', 380), (9, 3, 'going', 370),
  (10, 1, 'going', 200), (10, 13, 'going', 190),
  (11, 1, 'going', 20), (11, 9, 'interested', 19), (11, 13, 'going', 18),
  (12, 10, 'going', 60), (12, 13, 'going', 50), (12, 9, 'interested', 40)
) as r (e, m, s, h);

-- Checked in at the past alumni night; the portfolio evening was cancelled (its answers were told).
update public.event_rsvps set checked_in_at = e.starts_at + interval '20 minutes'
from public.events e
where e.id = event_rsvps.event_id and e.id = '00000000-0000-4000-9000-000000000009'
  and event_rsvps.user_id <> '00000000-0000-4000-8000-000000000003';

update public.events set status = 'cancelled', cancelled_at = now() - interval '2 days', sequence = sequence + 1,
  cancel_message = 'Our reviewers are travelling that week — we will announce a new date soon.'
where id = '00000000-0000-4000-9000-000000000010';

insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, data, created_at, read_at)
select r.user_id, e.organizer_id, 'event_cancelled', 'event', e.id,
  jsonb_build_object('excerpt', e.title, 'message', e.cancel_message, 'starts_at', e.starts_at), now() - interval '2 days', null
from public.event_rsvps r join public.events e on e.id = r.event_id
where e.id = '00000000-0000-4000-9000-000000000010';

insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, data, created_at, read_at)
values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000018', 'event_reminder', 'event',
  '00000000-0000-4000-9000-000000000006',
  jsonb_build_object('excerpt', 'Guest lecture: evaluating small language models', 'window', 'day',
    'starts_at', date_trunc('day', now()) + interval '1 day 18 hours'), now() - interval '1 hour', null);

-- Maya follows her events from her phone.
insert into public.calendar_tokens (user_id, token)
values ('00000000-0000-4000-8000-000000000001', 'demo0calendar0feed0maya0okafor0lakeside0university0000000000000');

-- Community events (after 13_associates_communities.sql): the Lakeside AI Society hosts an open reading group
-- and a members-only project night, the private Student Founders Circle holds office hours, and Women in
-- Engineering's mentoring kickoff is in the past. Inserting them tells the members, as the app does.
insert into public.events (id, organizer_id, community_id, title, description, category, starts_at, ends_at, timezone,
  is_online, venue, address, capacity, visibility, created_at)
values
  ('00000000-0000-4000-9000-000000000013', '00000000-0000-4000-8000-000000000018', '13000000-0000-4000-8000-000000000001',
   'AI reading group: scaling laws, one year on',
   'We read two papers on compute-optimal training and argue about what still holds. Papers are linked in the community; skim them before you come. Tea and biscuits provided.',
   'meetup', date_trunc('day', now()) + interval '5 days 17 hours', date_trunc('day', now()) + interval '5 days 18 hours 30 minutes',
   'America/Toronto', false, 'Lakeside CS Building, room 204', '80 College Street, Toronto', 40, 'public', now() - interval '4 days'),
  ('00000000-0000-4000-9000-000000000014', '00000000-0000-4000-8000-000000000005', '13000000-0000-4000-8000-000000000001',
   'Project night: ship a demo in three hours',
   'Bring a half-finished model or an idea. Teams of two or three, mentors on call, and five-minute demos at the end. Members only, so we can share unpublished work.',
   'workshop', date_trunc('day', now()) + interval '12 days 18 hours', date_trunc('day', now()) + interval '12 days 21 hours',
   'America/Toronto', true, null, null, 30, 'community', now() - interval '2 days'),
  ('00000000-0000-4000-9000-000000000015', '00000000-0000-4000-8000-000000000007', '13000000-0000-4000-8000-000000000003',
   'Fundraising office hours with Harbor Ventures',
   'Twenty-minute slots to go through your deck, your numbers or a term sheet you have been offered. What is said here stays here.',
   'workshop', date_trunc('day', now()) + interval '8 days 15 hours', date_trunc('day', now()) + interval '8 days 17 hours',
   'America/New_York', true, null, null, 6, 'community', now() - interval '3 days'),
  ('00000000-0000-4000-9000-000000000016', '00000000-0000-4000-8000-000000000010', '13000000-0000-4000-8000-000000000002',
   'Mentoring programme kickoff',
   'Mentors and mentees met for the first time, set goals for the term and planned their first sessions.',
   'meetup', date_trunc('day', now()) - interval '20 days' + interval '17 hours', date_trunc('day', now()) - interval '20 days' + interval '19 hours',
   'America/Toronto', false, 'Engineering Commons', '35 St George Street, Toronto', null, 'community', now() - interval '35 days');

insert into public.event_links (event_id, url) values
  ('00000000-0000-4000-9000-000000000014', 'https://meet.example/lakeside-ai-project-night'),
  ('00000000-0000-4000-9000-000000000015', 'https://meet.example/harbor-office-hours');

insert into public.event_rsvps (event_id, user_id, status, created_at)
select ('00000000-0000-4000-9000-0000000000' || lpad(e::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, s, now() - (h || ' hours')::interval
from (values
  (13, 1, 'going', 50), (13, 9, 'going', 40), (13, 14, 'interested', 30), (13, 4, 'going', 20),
  (14, 1, 'interested', 20), (14, 10, 'going', 18), (14, 14, 'going', 10),
  (15, 1, 'going', 30), (15, 12, 'going', 25), (15, 20, 'interested', 20),
  (16, 1, 'going', 900), (16, 16, 'going', 890), (16, 22, 'going', 880), (16, 14, 'going', 870)
) as r(e, m, s, h);
