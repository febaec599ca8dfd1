-- Associates and communities for every demo account: requests both ways (so Received, Sent and the
-- badge show something), associations that make suggestions meaningful, and communities of every
-- visibility and join policy with owners, moderators, members, requests, invitations, bans, pinned
-- and removed posts. Member n is '00000000-0000-4000-8000-0000000000nn'.

-- Pending requests: one received and one sent for each demo account but Maya (seed.sql gives her both).
insert into public.associate_requests (sender_id, recipient_id, message, created_at)
select ('00000000-0000-4000-8000-0000000000' || lpad(s::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(r::text, 2, '0'))::uuid, m, now() - (h || ' hours')::interval
from (values
  (10, 2, 'Hi! I run a weekly accessibility workshop at Lakeside and would love to learn how Northwind tests its developer tools.', 30),
  (2, 23, 'Fellow data company here: would be great to compare notes on our internship programmes.', 50),
  (17, 3, 'We recruit for similar roles in Europe. Happy to share what works for us at career fairs.', 6),
  (3, 18, null, 70),
  (24, 4, 'Northbridge would like to explore an exchange programme with Lakeside. Let''s connect.', 20),
  (4, 10, 'Congratulations on the accessibility workshop series, Priya. We would like to feature it.', 90),
  (9, 5, 'I took your HCI course last spring and would love to stay in touch about research internships.', 12),
  (5, 14, 'Enjoyed your talk on low-resource NLP. Let''s connect.', 40),
  (19, 6, 'Your portfolio tips helped our team pitch. Would love to connect!', 3),
  (6, 22, null, 28),
  (19, 7, 'Building campus food delivery with local kitchens; we are raising our pre-seed round.', 9),
  (7, 20, 'Co-investing in student climate startups? Would love to compare pipelines.', 60),
  (12, 8, 'I am a first-generation student in economics: thank you for what the foundation does.', 16),
  (8, 24, 'The Whitfield Foundation would like to fund scholarships at Northbridge.', 100)
) as x (s, r, m, h);

-- Accepted associations (the trigger writes the other side) that give demo accounts mutual associates.
insert into public.associates (user_id, associate_id, created_at)
select ('00000000-0000-4000-8000-0000000000' || lpad(a::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(b::text, 2, '0'))::uuid, now() - (d || ' days')::interval
from (values (7, 2, 45), (7, 23, 30), (8, 4, 120), (8, 18, 50), (1, 9, 14),
             (6, 11, 20), (5, 10, 25)) as x (a, b, d)
on conflict do nothing;

-- Maya has dismissed one suggestion.
insert into public.associate_suggestion_dismissals (user_id, dismissed_id)
values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000017');

-- Communities (the creator becomes the owner through the trigger).
insert into public.communities (id, slug, name, description, rules, category, cover_url, visibility, join_policy, created_by, created_at)
select ('13000000-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid, slug, name, description, rules, category, cover,
  visibility, policy, ('00000000-0000-4000-8000-0000000000' || lpad(owner::text, 2, '0'))::uuid, now() - (d || ' days')::interval
from (values
  (1, 'lakeside-ai-society', 'Lakeside AI Society',
   'Students, researchers and alumni working on machine learning at Lakeside. Reading groups every Tuesday, project nights every month.',
   E'Be kind and assume good intent.\nShare sources for claims about models and benchmarks.\nNo recruiting posts outside the monthly jobs thread.',
   'technology', '/seed/cover-1.webp', 'public', 'open', 18, 300),
  (2, 'women-in-engineering', 'Women in Engineering',
   'A network for women and non-binary engineering students at Lakeside and Northbridge: mentoring, study groups and internship advice.',
   E'This is a supportive space: no harassment of any kind.\nKeep mentoring conversations confidential.\nIntroduce yourself when you join.',
   'social_impact', '/seed/cover-3.webp', 'public', 'approval', 12, 240),
  (3, 'student-founders-circle', 'Student Founders Circle',
   'A private circle for student founders to share numbers, ask for intros and get honest feedback from investors.',
   E'What is shared here stays here.\nNo cold pitching of members.\nGive feedback you would want to receive.',
   'entrepreneurship', '/seed/cover-4.webp', 'private', 'approval', 19, 200),
  (4, 'northwind-campus-ambassadors', 'Northwind Campus Ambassadors',
   'Northwind Labs'' student ambassadors: event planning, early access to internship openings and monthly calls with the team.',
   E'Ambassador materials are confidential until launch.\nTell the team before you post about Northwind publicly.',
   'career', '/seed/cover-2.webp', 'private', 'invite_only', 2, 150),
  (5, 'first-gen-scholars', 'First-Gen Scholars Network',
   'Scholarship holders and first-generation students supporting each other: applications, funding, and finding your way on campus.',
   E'Every question is welcome.\nNever share another member''s personal story outside the network.',
   'academic', null, 'public', 'invite_only', 8, 120),
  (6, 'lakeside-design-club', 'Lakeside Design Club',
   'Critiques, portfolio reviews and design jams for anyone at Lakeside who designs products, interfaces or posters.',
   E'Critique the work, not the person.\nCredit the designers you reference.',
   'arts', null, 'private', 'open', 13, 90),
  (7, 'climate-tech-builders', 'Climate Tech Builders',
   'Founders, engineers and investors working on climate. Share what you are building, find collaborators, ask for feedback.',
   E'Stay on topic: climate and sustainability.\nDisclose when you post about your own company or fund.',
   'entrepreneurship', null, 'public', 'open', 20, 60),
  (8, 'career-fair-prep', 'Career Fair Prep',
   'Get ready for the autumn career fairs: which companies are coming, how to open a conversation, and resume reviews from recruiters.',
   E'Recruiters: one post per company per fair.\nResume reviews in the weekly thread.',
   'career', null, 'public', 'open', 3, 45)
) as c (n, slug, name, description, rules, category, cover, visibility, policy, owner, d);

-- Members: role, status and notification level (owners already have their row).
insert into public.community_members (community_id, user_id, role, status, notification_level, request_message, invited_by, joined_at, created_at)
select ('13000000-0000-4000-8000-0000000000' || lpad(c::text, 2, '0'))::uuid,
       ('00000000-0000-4000-8000-0000000000' || lpad(u::text, 2, '0'))::uuid, role, status, level, msg,
       case when inviter is null then null else ('00000000-0000-4000-8000-0000000000' || lpad(inviter::text, 2, '0'))::uuid end,
       case when status = 'active' then now() - (d || ' days')::interval end, now() - (d || ' days')::interval
from (values
  (1, 5, 'moderator', 'active', 'all', null, null, 290), (1, 1, 'member', 'active', 'all', null, null, 200),
  (1, 9, 'member', 'active', 'highlights', null, null, 180), (1, 10, 'member', 'active', 'highlights', null, null, 170),
  (1, 14, 'member', 'active', 'all', null, null, 160), (1, 6, 'member', 'active', 'none', null, null, 100),
  (1, 4, 'member', 'active', 'highlights', null, null, 90), (1, 21, 'member', 'active', 'highlights', null, null, 30),
  (1, 22, 'member', 'banned', 'none', null, null, 20),
  (2, 10, 'moderator', 'active', 'all', null, null, 230), (2, 4, 'moderator', 'active', 'highlights', null, null, 200),
  (2, 1, 'member', 'active', 'highlights', null, null, 150), (2, 16, 'member', 'active', 'highlights', null, null, 140),
  (2, 22, 'member', 'active', 'highlights', null, null, 60), (2, 14, 'member', 'active', 'highlights', null, null, 50),
  (2, 8, 'member', 'pending', 'highlights', 'The Whitfield Foundation would love to sponsor your mentoring programme.', null, 2),
  (2, 11, 'member', 'pending', 'highlights', 'I co-lead the robotics team and want to help recruit more women engineers.', null, 1),
  (3, 7, 'moderator', 'active', 'all', null, null, 190), (3, 20, 'member', 'active', 'highlights', null, null, 150),
  (3, 12, 'member', 'active', 'all', null, null, 120), (3, 1, 'member', 'active', 'highlights', null, null, 80),
  (3, 6, 'member', 'active', 'highlights', null, null, 40),
  (3, 2, 'member', 'pending', 'highlights', 'Northwind runs a student startup programme; happy to offer credits and mentoring.', null, 3),
  (3, 9, 'member', 'pending', 'highlights', 'Building a sports analytics side project, would love feedback.', null, 1),
  (3, 13, 'member', 'banned', 'none', null, null, 30),
  (4, 3, 'moderator', 'active', 'all', null, null, 148), (4, 10, 'member', 'active', 'all', null, null, 120),
  (4, 14, 'member', 'active', 'highlights', null, null, 100), (4, 11, 'member', 'active', 'highlights', null, null, 70),
  (4, 1, 'member', 'invited', 'highlights', null, 3, 2), (4, 9, 'member', 'invited', 'highlights', null, 2, 5),
  (5, 4, 'moderator', 'active', 'all', null, null, 118), (5, 1, 'member', 'active', 'highlights', null, 8, 100),
  (5, 12, 'member', 'active', 'all', null, 8, 90), (5, 16, 'member', 'active', 'highlights', null, 4, 60),
  (5, 22, 'member', 'active', 'highlights', null, 4, 30), (5, 10, 'member', 'invited', 'highlights', null, 8, 4),
  (6, 6, 'moderator', 'active', 'all', null, null, 85), (6, 1, 'member', 'active', 'highlights', null, null, 70),
  (6, 15, 'member', 'active', 'highlights', null, null, 50), (6, 10, 'member', 'active', 'highlights', null, null, 40),
  (6, 21, 'member', 'banned', 'none', null, null, 10),
  (7, 7, 'moderator', 'active', 'all', null, null, 59), (7, 19, 'member', 'active', 'all', null, null, 50),
  (7, 12, 'member', 'active', 'highlights', null, null, 40), (7, 8, 'member', 'active', 'highlights', null, null, 30),
  (7, 3, 'member', 'active', 'none', null, null, 20),
  (8, 17, 'moderator', 'active', 'all', null, null, 44), (8, 1, 'member', 'active', 'highlights', null, null, 40),
  (8, 9, 'member', 'active', 'highlights', null, null, 35), (8, 11, 'member', 'active', 'highlights', null, null, 30),
  (8, 23, 'member', 'active', 'highlights', null, null, 25), (8, 24, 'member', 'active', 'highlights', null, null, 20),
  (8, 5, 'member', 'active', 'highlights', null, null, 15)
) as m (c, u, role, status, level, msg, inviter, d);

update public.community_members m set joined_at = c.created_at, last_read_at = now() - interval '3 days'
from public.communities c where c.id = m.community_id and m.role = 'owner';
update public.community_members set last_read_at = now() - interval '3 days' where status = 'active';

insert into public.community_invites (community_id, invitee_id, created_by, expires_at, created_at)
select m.community_id, m.user_id, m.invited_by, m.created_at + interval '14 days', m.created_at
from public.community_members m where m.status = 'invited';

-- Community posts (ids 13000000-…-0001nn), newest last; some pinned, two removed by moderators.
insert into public.posts (id, author_id, community_id, body, visibility, created_at)
select ('13000000-0000-4000-8000-000000000' || lpad((100 + n)::text, 3, '0'))::uuid,
  ('00000000-0000-4000-8000-0000000000' || lpad(a::text, 2, '0'))::uuid,
  ('13000000-0000-4000-8000-0000000000' || lpad(c::text, 2, '0'))::uuid, body, 'public', now() - (h || ' hours')::interval
from (values
  (1, 1, 18, 'Welcome to the Lakeside AI Society! Reading group this term: one paper a week on evaluation and #responsibleai. Schedule and sign-up sheet are in the About tab.', 600),
  (2, 1, 14, 'Our small-model reading list is up: distillation, quantisation and data curation for low-resource languages. Add your favourites in the comments. #nlp', 200),
  (3, 1, 1, 'Anyone want to pair on the accessibility track of the spring #hackathon? I have a prototype of a screen-reader friendly chart explorer.', 50),
  (4, 1, 9, 'Project night recap: 14 people, 5 demos, and a very impressive basketball shot predictor. Photos next week!', 20),
  (5, 1, 21, 'Selling my old GPU, DM me. Also check out my crypto course!', 10),
  (6, 2, 12, 'Welcome everyone! Introduce yourself below: your field, your year, and one thing you would like help with this term.', 400),
  (7, 2, 10, 'Mentoring pairs for the spring are out. If you have not heard from your mentor by Friday, message me here.', 30),
  (8, 2, 1, 'Resume review swap this Thursday in the library, room 2B. Bring two printed copies! #careeradvice', 6),
  (9, 3, 19, 'Monthly numbers thread: we crossed 1,200 weekly orders and cut delivery times by 18%. Burn is still too high. What worked for you on unit economics?', 90),
  (10, 3, 7, 'Office hours for circle members: book 20 minutes with our partners next week. We read every deck before the call.', 48),
  (11, 3, 12, 'Looking for a technical co-founder for a payments product for student societies. Intros welcome.', 12),
  (12, 4, 2, 'Ambassador kit for the spring semester is ready: slides, stickers and the event budget form. Please do not share outside this group yet.', 120),
  (13, 4, 10, 'Our accessibility workshop with Northwind engineers had 45 sign-ups in a day. Thanks for the support!', 26),
  (14, 5, 8, 'Scholarship application season opens next month. Drop your questions here and our team will answer them in a live session.', 160),
  (15, 5, 12, 'Tip from last year: ask your professor for the reference letter at least three weeks before the deadline.', 40),
  (16, 6, 13, 'Critique night on Wednesday: bring a work in progress, leave with three concrete suggestions.', 70),
  (17, 6, 15, 'Sharing a poster I made for the systems reading group. Feedback on the typography very welcome.', 16),
  (18, 7, 20, 'What are you building? Reply with one sentence and one ask. I will start: investing in student climate founders, looking for teams working on cold-chain and food waste.', 100),
  (19, 7, 19, 'We switched our delivery fleet to e-bikes this month: 40% cheaper per order and zero fuel. Happy to share the numbers.', 24),
  (20, 8, 3, 'Career fair season starts in three weeks. Here is the list of companies attending at Lakeside, with the roles they are hiring for. #careerfair', 72),
  (21, 8, 17, 'Recruiter tip: tell me what you want to learn, not just what you have done. It makes for a much better conversation.', 18),
  (22, 8, 9, 'Buy followers for your profile, cheap and fast, link in bio!!!', 5)
) as p (n, c, a, body, h);

update public.posts set pinned_at = created_at + interval '1 hour'
where id in ('13000000-0000-4000-8000-000000000101', '13000000-0000-4000-8000-000000000106',
             '13000000-0000-4000-8000-000000000112', '13000000-0000-4000-8000-000000000120');

update public.posts p set removed_at = p.created_at + interval '2 hours', removed_by = r.moderator, removed_reason = r.reason
from (values
  ('13000000-0000-4000-8000-000000000105'::uuid, '00000000-0000-4000-8000-000000000005'::uuid,
   'Selling and advertising are not allowed here (rule 3: no recruiting or sales posts outside the monthly thread).'),
  ('13000000-0000-4000-8000-000000000122'::uuid, '00000000-0000-4000-8000-000000000017'::uuid,
   'Spam: links to paid followers have nothing to do with career fair preparation.')
) as r (post, moderator, reason)
where p.id = r.post;

-- A report on a post, for the moderators of the AI Society.
insert into public.reports (reporter_id, post_id, reason, details)
values ('00000000-0000-4000-8000-000000000010', '13000000-0000-4000-8000-000000000104', 'other',
        'Photos of members were promised: please check that everyone agreed to be in them.');

-- Notifications as the product would have written them, dated with what they are about.
insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, data, created_at)
select mod.user_id, m.user_id, 'community_join_request', 'community', m.community_id,
  jsonb_build_object('community_id', c.id, 'community_slug', c.slug, 'community_name', c.name), m.created_at
from public.community_members m
join public.communities c on c.id = m.community_id
join public.community_members mod on mod.community_id = m.community_id and mod.status = 'active' and mod.role in ('owner', 'moderator')
where m.status = 'pending';
insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, data, created_at)
select m.user_id, m.invited_by, 'community_invite', 'community', m.community_id,
  jsonb_build_object('community_id', c.id, 'community_slug', c.slug, 'community_name', c.name), m.created_at
from public.community_members m join public.communities c on c.id = m.community_id
where m.status = 'invited';
insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, post_id, data, created_at)
select p.author_id, p.removed_by, 'community_post_removed', 'post', p.id, p.id,
  jsonb_build_object('community_id', c.id, 'community_slug', c.slug, 'community_name', c.name, 'reason', p.removed_reason),
  p.removed_at
from public.posts p join public.communities c on c.id = p.community_id
where p.removed_at is not null;
update public.notifications n set created_at = p.created_at
from public.posts p where n.type = 'community_post' and n.post_id = p.id;
update public.notifications n set created_at = r.created_at
from public.associate_requests r where n.type = 'associate_request' and n.entity_id = r.id;

update public.communities c set last_activity_at = coalesce(
  (select max(p.created_at) from public.posts p where p.community_id = c.id), c.created_at);
