-- Notifications worth grouping and filtering (issue 33 item 4): every demo account's newest post is liked by a few
-- members of the wider network over the last day and a half, and two of them comment ("Jonah Lee and 4 others liked
-- your post"); each demo account is mentioned in a post; applicants reach the influencer's and the investor's
-- opportunities; the career fair's organiser writes to everyone going. All through the product's own triggers,
-- then dated with what caused them, as seed.sql does.

-- Likes: four to six members each, never the author, never twice.
insert into public.post_likes (post_id, user_id, created_at)
select t.id, m.id, now() - ((m.k * 5 + 1) || ' hours')::interval
from (
  select distinct on (p.author_id) p.id, p.author_id from public.posts p
  where p.author_id in (select ('00000000-0000-4000-8000-00000000000' || n)::uuid from generate_series(1, 8) n)
    and p.repost_of is null and p.community_id is null and p.visibility = 'public' and p.removed_at is null
  order by p.author_id, p.created_at desc
) t
cross join lateral (
  select pr.id, row_number() over (order by hashtext(pr.id::text || t.id::text)) as k
  from public.profiles pr
  where pr.id in (select ('00000000-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid from generate_series(9, 20) n)
    and not exists (select 1 from public.post_likes l where l.post_id = t.id and l.user_id = pr.id)
  order by hashtext(pr.id::text || t.id::text)
  limit 4 + abs(hashtext(t.id::text)) % 3
) m
on conflict do nothing;

-- Two comments on the same posts (Maya's post already has two), from the two most recent likers.
insert into public.post_comments (post_id, author_id, body, created_at)
select l.post_id, l.user_id,
  (array['Congratulations — this is great to see.', 'Thanks for sharing this, really useful for our class.'])[l.k],
  l.created_at + interval '10 minutes'
from (
  select pl.post_id, pl.user_id, pl.created_at,
    row_number() over (partition by pl.post_id order by pl.created_at desc) as k
  from public.post_likes pl join public.posts p on p.id = pl.post_id
  where pl.created_at > now() - interval '2 days'
    and p.author_id in (select ('00000000-0000-4000-8000-00000000000' || n)::uuid from generate_series(2, 8) n)
) l
where l.k <= 2;

-- A mention for each demo account, written as the composer writes it.
insert into public.posts (author_id, body, created_at)
select ('00000000-0000-4000-8000-0000000000' || a)::uuid, body, now() - (h || ' hours')::interval
from (values
  ('09', 'Loved the site visit at @[Northwind Labs](00000000-0000-4000-8000-000000000002) today — the data team''s walkthrough of their forecasting pipeline was the highlight of my week.', 6),
  ('10', 'Thank you @[Daniel Reyes](00000000-0000-4000-8000-000000000003) for the mock interview feedback. Reworking my portfolio case study this weekend.', 9),
  ('11', 'Proud to be in the first cohort of the design track at @[Lakeside University](00000000-0000-4000-8000-000000000004). Studio critiques start on Monday!', 14),
  ('12', '@[Leo Martins](00000000-0000-4000-8000-000000000006) your thread on shipping small projects convinced me to publish my accessibility checker. Feedback welcome!', 4),
  ('13', 'Pitched our campus logistics idea to @[Harbor Ventures](00000000-0000-4000-8000-000000000007) at office hours — sharp questions on unit economics, lots to think about.', 20),
  ('14', 'Grateful to @[Grace Whitfield](00000000-0000-4000-8000-000000000008) for backing the robotics club''s travel grant this year.', 11),
  ('19', 'Our hackathon team is set: @[Maya Okafor](00000000-0000-4000-8000-000000000001), Kenji and me. Wish us luck this weekend!', 3),
  ('18', 'Next week''s reading group opens with @[Prof. Amara Singh](00000000-0000-4000-8000-000000000005) on evaluating small models. Bring questions.', 16)
) as v (a, body, h);

-- Applicants for the newest open opportunity of the influencer and of the investor.
insert into public.applications (opportunity_id, applicant_id, full_name, email, cover_letter, created_at)
select o.id, pr.id, pr.name, u.email, 'I would love to take part — my recent work is on my profile.',
  now() - ((row_number() over (partition by o.id order by pr.id)) * 7 || ' hours')::interval
from (
  select distinct on (posted_by) id, posted_by from public.opportunities
  where posted_by in ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-000000000007')
    and status = 'open' and (deadline is null or deadline > now() + interval '7 days')
    and (questions is null or questions = '[]'::jsonb)
  order by posted_by, created_at desc
) o
cross join public.profiles pr
join public.user_profiles u on u.user_id = pr.id
where pr.id in ('00000000-0000-4000-8000-000000000009', '00000000-0000-4000-8000-000000000012',
                '00000000-0000-4000-8000-000000000015')
on conflict do nothing;

-- Harbor Ventures and Grace Whitfield go to the career fair too (founders and scholarship candidates are there),
-- and the university writes to everyone going.
insert into public.event_rsvps (event_id, user_id, status, created_at)
values ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000007', 'going', now() - interval '5 days'),
       ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000008', 'going', now() - interval '4 days')
on conflict do nothing;
insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, data, created_at)
select r.user_id, e.organizer_id, 'event_message', 'event', e.id,
  jsonb_build_object('excerpt', e.title,
    'message', 'Booth assignments are out: organisations set up in the Atrium from 9:00, doors open to students at 10:00.'),
  now() - interval '5 hours'
from public.event_rsvps r join public.events e on e.id = r.event_id
where e.id = '00000000-0000-4000-9000-000000000001' and r.status = 'going' and r.user_id <> e.organizer_id;

-- Dated with what caused them; this week's stay unread.
update public.notifications n set created_at = l.created_at, read_at = null
from public.post_likes l
where n.type = 'post_like' and n.post_id = l.post_id and n.actor_id = l.user_id and l.created_at > now() - interval '2 days';
update public.notifications n set created_at = c.created_at
from public.post_comments c where n.comment_id = c.id and c.created_at > now() - interval '2 days';
update public.notifications n set created_at = p.created_at
from public.posts p where n.type = 'mention' and n.entity_id = p.id and p.created_at > now() - interval '1 day';
update public.notifications n set created_at = a.created_at
from public.applications a
where n.type = 'application_received' and n.entity_id = a.opportunity_id and n.actor_id = a.applicant_id
  and a.created_at > now() - interval '1 day';
