-- Conversations for every demo account: direct and group, read and unread, with attachments.
-- Members whose settings refuse messages are in seed.sql: Ethan Brooks (…13, associates only),
-- Zara Ahmed (…16, messages off); Kenji Tanaka (…15) has a private profile.

insert into public.conversations (id, kind, title, direct_key, created_by, created_at)
select c.id::uuid, c.kind, c.title,
  case when c.kind = 'direct' then least(c.a, c.b) || ':' || greatest(c.a, c.b) end,
  c.a::uuid, now() - (c.days || ' days')::interval
from (values
  ('00000000-0000-4000-9000-000000000001', 'direct', null, '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001', 6),
  ('00000000-0000-4000-9000-000000000002', 'direct', null, '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 9),
  ('00000000-0000-4000-9000-000000000003', 'group', 'Lakeside ML reading group', '00000000-0000-4000-8000-000000000018', null, 12),
  ('00000000-0000-4000-9000-000000000004', 'direct', null, '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004', 15),
  ('00000000-0000-4000-9000-000000000005', 'direct', null, '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000006', 4),
  ('00000000-0000-4000-9000-000000000006', 'direct', null, '00000000-0000-4000-8000-000000000019', '00000000-0000-4000-8000-000000000007', 5),
  ('00000000-0000-4000-9000-000000000007', 'direct', null, '00000000-0000-4000-8000-000000000008', '00000000-0000-4000-8000-000000000004', 20),
  ('00000000-0000-4000-9000-000000000008', 'group', 'Founders & funders', '00000000-0000-4000-8000-000000000020', null, 10),
  ('00000000-0000-4000-9000-000000000009', 'direct', null, '00000000-0000-4000-8000-000000000017', '00000000-0000-4000-8000-000000000003', 8),
  ('00000000-0000-4000-9000-000000000010', 'direct', null, '00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000018', 30)
) as c (id, kind, title, a, b, days);

insert into public.conversation_members (conversation_id, user_id, role, joined_at, last_read_at, last_activity_at)
select m.c::uuid, ('00000000-0000-4000-8000-0000000000' || lpad(m.u::text, 2, '0'))::uuid, m.role,
  now() - interval '40 days', now() - interval '40 days', now() - interval '40 days'
from (values
  ('00000000-0000-4000-9000-000000000001', 10, 'owner'), ('00000000-0000-4000-9000-000000000001', 1, 'member'),
  ('00000000-0000-4000-9000-000000000002', 3, 'owner'), ('00000000-0000-4000-9000-000000000002', 1, 'member'),
  ('00000000-0000-4000-9000-000000000003', 18, 'owner'), ('00000000-0000-4000-9000-000000000003', 1, 'member'),
  ('00000000-0000-4000-9000-000000000003', 14, 'member'), ('00000000-0000-4000-9000-000000000003', 5, 'member'),
  ('00000000-0000-4000-9000-000000000004', 2, 'owner'), ('00000000-0000-4000-9000-000000000004', 4, 'member'),
  ('00000000-0000-4000-9000-000000000005', 10, 'owner'), ('00000000-0000-4000-9000-000000000005', 6, 'member'),
  ('00000000-0000-4000-9000-000000000006', 19, 'owner'), ('00000000-0000-4000-9000-000000000006', 7, 'member'),
  ('00000000-0000-4000-9000-000000000007', 8, 'owner'), ('00000000-0000-4000-9000-000000000007', 4, 'member'),
  ('00000000-0000-4000-9000-000000000008', 20, 'owner'), ('00000000-0000-4000-9000-000000000008', 7, 'member'),
  ('00000000-0000-4000-9000-000000000008', 8, 'member'), ('00000000-0000-4000-9000-000000000008', 19, 'member'),
  ('00000000-0000-4000-9000-000000000009', 17, 'owner'), ('00000000-0000-4000-9000-000000000009', 3, 'member'),
  ('00000000-0000-4000-9000-000000000010', 5, 'owner'), ('00000000-0000-4000-9000-000000000010', 18, 'member')
) as m (c, u, role);

-- Messages in the order they were sent (the triggers keep each conversation's last message, unread
-- counts and notifications as they would live).
insert into public.messages (conversation_id, sender_id, body, attachments, created_at)
select m.c::uuid, ('00000000-0000-4000-8000-0000000000' || lpad(m.u::text, 2, '0'))::uuid, m.body,
  coalesce(m.files::jsonb, '[]'), now() - (m.minutes || ' minutes')::interval
from (values
  ('00000000-0000-4000-9000-000000000010', 5, 'Hannah, are you taking research interns this summer?', null, 43000),
  ('00000000-0000-4000-9000-000000000010', 18, 'Two places in the Responsible AI group. Send me anyone strong in NLP.', null, 42900),
  ('00000000-0000-4000-9000-000000000007', 8, 'We would like to fund four first-generation scholarships at Lakeside next year.', null, 28000),
  ('00000000-0000-4000-9000-000000000007', 4, 'That is wonderful news. Our financial aid office can set up the selection panel.', null, 27950),
  ('00000000-0000-4000-9000-000000000007', 8, 'Perfect. Let us meet in the first week of next month.', null, 27900),
  ('00000000-0000-4000-9000-000000000004', 2, 'Hello! Northwind would like to host a data engineering capstone with your CS department.', null, 21000),
  ('00000000-0000-4000-9000-000000000004', 4, 'We would be glad to. I will share our MOU template with you this week.', null, 20500),
  ('00000000-0000-4000-9000-000000000003', 18, 'Welcome to the reading group! This week: "Attention Is All You Need". Notes attached.', '[{"path":"00000000-0000-4000-9000-000000000003/00000000-0000-4000-8000-000000000018/reading-notes-week-1.pdf","name":"Reading notes week 1.pdf","type":"application/pdf","size":877}]', 17000),
  ('00000000-0000-4000-9000-000000000003', 14, 'Thanks! Should we also cover the follow-up on efficient transformers?', null, 16900),
  ('00000000-0000-4000-9000-000000000003', 1, 'I can present the efficient transformers survey next week.', null, 16800),
  ('00000000-0000-4000-9000-000000000003', 18, 'Great, Maya. Thursday 4 pm in room B210 as usual.', null, 1500),
  ('00000000-0000-4000-9000-000000000003', 5, 'I will join this week and bring two of my MSc students.', null, 1400),
  ('00000000-0000-4000-9000-000000000002', 3, 'Hi Maya, thanks for applying to the Data Analyst Intern role. Are you free for a call on Tuesday?', null, 12000),
  ('00000000-0000-4000-9000-000000000002', 1, 'Hi Daniel, yes! Any time after 2 pm works for me.', null, 11950),
  ('00000000-0000-4000-9000-000000000002', 3, 'Great, I sent you an invite for 2:30 pm.', null, 11900),
  ('00000000-0000-4000-9000-000000000002', 1, 'Received, see you then. Thank you!', null, 11890),
  ('00000000-0000-4000-9000-000000000009', 17, 'Daniel, are you going to the Lakeside career fair in March?', null, 11000),
  ('00000000-0000-4000-9000-000000000009', 3, 'Yes, we have a booth. Want to share a table for the panel?', null, 10900),
  ('00000000-0000-4000-9000-000000000008', 20, 'Welcome, everyone. This group is for founders on the network who are raising their first round.', null, 14000),
  ('00000000-0000-4000-9000-000000000008', 19, 'Thanks Chloé! Our campus delivery pilot just passed 1,000 orders.', null, 13000),
  ('00000000-0000-4000-9000-000000000008', 8, 'Congratulations Omar. Does the pilot include the residences on the north campus?', null, 3000),
  ('00000000-0000-4000-9000-000000000008', 19, 'Not yet, that is what the next round is for.', null, 2900),
  ('00000000-0000-4000-9000-000000000001', 10, 'Hey Maya! Are you coming to the accessibility workshop on Friday?', null, 8000),
  ('00000000-0000-4000-9000-000000000001', 1, 'Yes! Can I bring a friend from the design club?', null, 7950),
  ('00000000-0000-4000-9000-000000000001', 10, 'Of course, the more the merrier.', null, 7900),
  ('00000000-0000-4000-9000-000000000001', 10, 'Here is the room plan so you can find us.', '[{"path":"00000000-0000-4000-9000-000000000001/00000000-0000-4000-8000-000000000010/workshop-room.png","name":"workshop-room.png","type":"image/png","size":774}]', 40),
  ('00000000-0000-4000-9000-000000000001', 10, 'Also: we are looking for a co-host for the next session, interested?', null, 35),
  ('00000000-0000-4000-9000-000000000006', 19, 'Hi Harbor Ventures, I am raising a pre-seed round for our campus food delivery startup. Our deck is attached.', '[{"path":"00000000-0000-4000-9000-000000000006/00000000-0000-4000-8000-000000000019/pitch-deck.pdf","name":"Campus Eats pitch deck.pdf","type":"application/pdf","size":793}]', 4000),
  ('00000000-0000-4000-9000-000000000006', 7, 'Thanks Omar, we will take a look this week.', null, 3800),
  ('00000000-0000-4000-9000-000000000006', 19, 'Thank you! Happy to walk you through the unit economics.', null, 90),
  ('00000000-0000-4000-9000-000000000005', 10, 'Hi Leo, would you share our accessibility workshop with your followers?', null, 3000),
  ('00000000-0000-4000-9000-000000000005', 10, 'We can give you a guest slot to talk about inclusive content.', null, 120)
) as m (c, u, body, files, minutes)
order by m.minutes desc;

-- What each member has read: everything, except the newest messages for Maya (Priya, the reading
-- group), Amara (reading group), Harbor Ventures (Omar), Leo (Priya) and Grace (the founders' group).
update public.conversation_members m set last_read_at = now(), unread_count = 0
where not (m.conversation_id, m.user_id) in (
  ('00000000-0000-4000-9000-000000000001'::uuid, '00000000-0000-4000-8000-000000000001'::uuid),
  ('00000000-0000-4000-9000-000000000003', '00000000-0000-4000-8000-000000000001'),
  ('00000000-0000-4000-9000-000000000003', '00000000-0000-4000-8000-000000000005'),
  ('00000000-0000-4000-9000-000000000006', '00000000-0000-4000-8000-000000000007'),
  ('00000000-0000-4000-9000-000000000005', '00000000-0000-4000-8000-000000000006'),
  ('00000000-0000-4000-9000-000000000008', '00000000-0000-4000-8000-000000000008'));
update public.conversation_members m set last_read_at = now() - interval '2 hours', unread_count = (
  select count(*) from public.messages x
  where x.conversation_id = m.conversation_id and x.sender_id <> m.user_id and x.created_at > now() - interval '2 hours')
where (m.conversation_id, m.user_id) in (
  ('00000000-0000-4000-9000-000000000001'::uuid, '00000000-0000-4000-8000-000000000001'::uuid),
  ('00000000-0000-4000-9000-000000000006', '00000000-0000-4000-8000-000000000007'),
  ('00000000-0000-4000-9000-000000000005', '00000000-0000-4000-8000-000000000006'));
update public.conversation_members m set last_read_at = now() - interval '2 days', unread_count = (
  select count(*) from public.messages x
  where x.conversation_id = m.conversation_id and x.sender_id <> m.user_id and x.created_at > now() - interval '2 days')
where (m.conversation_id, m.user_id) in (
  ('00000000-0000-4000-9000-000000000003'::uuid, '00000000-0000-4000-8000-000000000001'::uuid),
  ('00000000-0000-4000-9000-000000000003', '00000000-0000-4000-8000-000000000005'),
  ('00000000-0000-4000-9000-000000000008', '00000000-0000-4000-8000-000000000008'));
update public.notifications n set read_at = now()
where n.type = 'message' and n.read_at is null and exists (
  select 1 from public.conversation_members m
  where m.conversation_id = n.entity_id and m.user_id = n.recipient_id and m.unread_count = 0);

-- The attachments' files; their bytes are in seeds/storage/<bucket>/<name>, copied by the local stack.
insert into storage.objects (bucket_id, name, owner, metadata)
select 'message-attachments', f.name, split_part(f.name, '/', 2)::uuid,
  jsonb_build_object('mimetype', f.type, 'size', f.size)
from (values
  ('00000000-0000-4000-9000-000000000003/00000000-0000-4000-8000-000000000018/reading-notes-week-1.pdf', 'application/pdf', 877),
  ('00000000-0000-4000-9000-000000000001/00000000-0000-4000-8000-000000000010/workshop-room.png', 'image/png', 774),
  ('00000000-0000-4000-9000-000000000006/00000000-0000-4000-8000-000000000019/pitch-deck.pdf', 'application/pdf', 793)
) as f (name, type, size)
on conflict do nothing;
