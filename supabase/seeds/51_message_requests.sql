-- Message requests for Maya (the demo student, …01): two waiting for her answer — from Tomás Silva (…11,
-- a robotics student at Northbridge who follows her, not an associate) and from BrightPath Analytics
-- (…23, a company she has no tie to) — and one she accepted ten days ago, from Lucas Meyer (…17, a
-- recruiter), now an ordinary conversation in her inbox. The rows are written in the order the
-- functions would write them: conversation, members, the request, then the messages (the message
-- trigger then skips notifications for the waiting requests, as it would live).

insert into public.follows (follower_id, followee_id, created_at)
values ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', now() - interval '5 days')
on conflict do nothing;

insert into public.conversations (id, kind, direct_key, created_by, created_at)
select c.id::uuid, 'direct', least(c.a, '00000000-0000-4000-8000-000000000001') || ':' || greatest(c.a, '00000000-0000-4000-8000-000000000001'),
  c.a::uuid, now() - (c.hours || ' hours')::interval
from (values
  ('00000000-0000-4000-9000-000000000051', '00000000-0000-4000-8000-000000000011', 20),
  ('00000000-0000-4000-9000-000000000052', '00000000-0000-4000-8000-000000000023', 50),
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000017', 240)
) as c (id, a, hours);

insert into public.conversation_members (conversation_id, user_id, role, joined_at, last_read_at, last_activity_at)
select m.c::uuid, m.u::uuid, m.role, now() - (m.hours || ' hours')::interval, now() - (m.hours || ' hours')::interval,
  now() - (m.hours || ' hours')::interval
from (values
  ('00000000-0000-4000-9000-000000000051', '00000000-0000-4000-8000-000000000011', 'owner', 20),
  ('00000000-0000-4000-9000-000000000051', '00000000-0000-4000-8000-000000000001', 'member', 20),
  ('00000000-0000-4000-9000-000000000052', '00000000-0000-4000-8000-000000000023', 'owner', 50),
  ('00000000-0000-4000-9000-000000000052', '00000000-0000-4000-8000-000000000001', 'member', 50),
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000017', 'owner', 240),
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000001', 'member', 240)
) as m (c, u, role, hours);

insert into public.conversation_requests (conversation_id, recipient_id, sender_id, status, to_student, from_organisation,
  seen_at, created_at, decided_at)
values
  ('00000000-0000-4000-9000-000000000051', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000011',
   'pending', true, false, null, now() - interval '20 hours', null),
  ('00000000-0000-4000-9000-000000000052', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000023',
   'pending', true, true, null, now() - interval '50 hours', null),
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000017',
   'accepted', true, false, now() - interval '239 hours', now() - interval '240 hours', now() - interval '239 hours');

insert into public.messages (conversation_id, sender_id, body, created_at)
select m.c::uuid, m.u::uuid, m.body, now() - (m.minutes || ' minutes')::interval
from (values
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000017',
   'Hi Maya, I recruit graduate data analysts for teams in Berlin. Your sports dashboard project caught my eye; would you be open to a short chat about our 2027 programme?', 14400),
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000001',
   'Hi Lucas, thanks for reaching out! Yes, I would be happy to hear more. Is next week OK?', 14300),
  ('00000000-0000-4000-9000-000000000053', '00000000-0000-4000-8000-000000000017',
   'Next Wednesday at 3 pm CET works. I will send a calendar invite.', 14250),
  ('00000000-0000-4000-9000-000000000052', '00000000-0000-4000-8000-000000000023',
   'Hello Maya, BrightPath Analytics runs a paid summer analytics internship in Amsterdam for students in data science. Based on your profile, we think you would be a strong fit. Applications close on 15 January.', 3000),
  ('00000000-0000-4000-9000-000000000051', '00000000-0000-4000-8000-000000000011',
   'Hi Maya! I saw your post about the ML reading group. Our robotics team at Northbridge is entering the spring hackathon and we need someone strong in Python.', 1200),
  ('00000000-0000-4000-9000-000000000051', '00000000-0000-4000-8000-000000000011',
   'Would you like to join us? It is remote-friendly.', 1190)
) as m (c, u, body, minutes)
order by m.minutes desc;

-- Maya read the accepted conversation (she answered in it).
update public.conversation_members set last_read_at = now() - interval '230 hours', unread_count = 0
where conversation_id = '00000000-0000-4000-9000-000000000053';
update public.notifications set read_at = now() - interval '230 hours'
where type = 'message' and entity_id = '00000000-0000-4000-9000-000000000053' and read_at is null;
