-- Dashboard, discovery and funding demo data (issue 11).

-- Three months of views for every seeded member, so each dashboard variant shows real activity in
-- every range (7 to 90 days) and a previous period to compare with. Views are the only events made up
-- here: likes, comments, reposts, follows and applications already come from the seeded rows that
-- cause them. Volume follows the profile type (an influencer's posts draw more views than a
-- professor's), weekdays draw more than weekends, activity grows towards today, and each day varies.
with owners as (
  select p.id, p.profile_type,
    case p.profile_type when 'influencer' then 2.0 when 'company' then 1.6 when 'university' then 1.4
      when 'employer' then 1.2 when 'student' then 1.0 when 'professor' then 0.9 when 'investor' then 0.8
      else 0.7 end * case when p.id <= '00000000-0000-4000-8000-000000000008' then 1 else 0.35 end as weight,
    (select array_agg(id order by created_at) from public.posts where author_id = p.id and repost_of is null) as posts,
    (select array_agg(id order by created_at) from public.opportunities where posted_by = p.id and status = 'open') as opps
  from public.profiles p
  where p.id::text like '00000000-0000-4000-8000-0000000000%'
),
viewers as (
  select array_agg(id order by id) as ids from public.profiles where id::text like '00000000-0000-4000-8000-0000000000%'
),
kinds (event_type, entity_type, base) as (
  values ('post_view', 'post', 9.0), ('profile_view', 'profile', 5.0), ('opportunity_view', 'opportunity', 7.0)
),
planned as (
  select o.id as owner_id, k.event_type, k.entity_type, d,
    case k.entity_type when 'post' then o.posts when 'opportunity' then o.opps else array[o.id] end as entities,
    round(k.base * o.weight * (0.55 + 0.45 * (1 - d / 90.0))
      * case when extract(isodow from now() - make_interval(days => d)) in (6, 7) then 0.55 else 1 end
      * (0.4 + (abs(hashtext(o.id::text || k.event_type || d)) % 120) / 100.0))::int as n
  from owners o
  cross join kinds k
  cross join generate_series(0, 89) d
  where case k.entity_type when 'post' then o.posts is not null when 'opportunity' then o.opps is not null else true end
)
insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id, day, created_at)
select pl.owner_id, pick.actor, pl.event_type, pl.entity_type,
  pl.entities[1 + (abs(hashtext(pl.owner_id::text || pl.d || i)) % cardinality(pl.entities))],
  (tm.t at time zone 'utc')::date, tm.t
from planned pl
cross join viewers v
cross join generate_series(1, pl.n) i
cross join lateral (select v.ids[1 + (abs(hashtext(pl.event_type || pl.d || i || pl.owner_id::text)) % cardinality(v.ids))] as actor) pick
cross join lateral (select least(now() - interval '5 minutes',
  now() - make_interval(days => pl.d) - make_interval(hours => abs(hashtext(pl.owner_id::text || i || pl.d)) % 20)) as t) tm
where pick.actor <> pl.owner_id
on conflict do nothing;

update public.posts p set view_count = (select count(*) from public.analytics_events e
  where e.entity_id = p.id and e.event_type = 'post_view');

-- Funding programs from the investor and the philanthropist (more grants, investment calls and
-- scholarships come with the opportunities seed).
insert into public.opportunities (posted_by, title, organization, type, description, work_mode, location, is_paid,
  amount_min, amount_max, currency, deadline, eligibility, skills, tags, status, published_at, created_at)
values
  ('00000000-0000-4000-8000-000000000007', 'Harbor Ventures Student Founder Fund', 'Harbor Ventures', 'investment',
   'Pre-seed cheques for student and recent-graduate founders. We back teams building in climate, health and '
   'education, and stay close with monthly office hours. Send us your pitch and deck.', 'hybrid', 'Boston, United States',
   true, 50000, 250000, 'USD', now() + interval '40 days', 'Student or recent-graduate founders, pre-seed.',
   array['Startups', 'Product'], array['investment', 'pre-seed'], 'open', now() - interval '6 days', now() - interval '6 days'),
  ('00000000-0000-4000-8000-000000000007', 'Harbor Climate Prototype Grant', 'Harbor Ventures', 'grant',
   'Non-dilutive grants to turn a climate idea into a working prototype within six months.', 'remote', 'Remote',
   true, 10000, 25000, 'USD', now() + interval '12 days', 'Teams with at least one enrolled student.',
   array['Climate', 'Hardware'], array['grant', 'climate'], 'open', now() - interval '10 days', now() - interval '10 days'),
  ('00000000-0000-4000-8000-000000000008', 'Whitfield First-Generation Scholarship', 'Whitfield Foundation', 'scholarship',
   'Full tuition and a living stipend for first-generation university students in STEM, with a mentor for each year.',
   'onsite', 'London, United Kingdom', true, 12000, 30000, 'GBP', now() + interval '25 days',
   'First-generation undergraduates in STEM.', array['STEM'], array['scholarship', 'first-generation'], 'open',
   now() - interval '3 days', now() - interval '3 days'),
  ('00000000-0000-4000-8000-000000000008', 'Whitfield Community Impact Grant', 'Whitfield Foundation', 'grant',
   'Grants for student-led projects that serve their local community: tutoring, food access, repair cafés.',
   'hybrid', 'Toronto, Canada', true, 2000, 8000, 'CAD', now() + interval '5 days', 'Student societies and teams.',
   array['Community'], array['grant', 'community'], 'open', now() - interval '20 days', now() - interval '20 days');

-- Startup pitches: Omar's and Priya's are published (decks are uploaded from the pitch form, since a
-- seed cannot write files), Maya's is a draft only she sees.
insert into public.pitches (id, founder_id, name, one_liner, problem, solution, stage, sector, ask_amount, currency,
  team_ids, status, created_at)
values
  ('00000000-0000-4000-a110-000000000001', '00000000-0000-4000-8000-000000000019', 'GreenRoute',
   'Route planning that cuts delivery fleets’ fuel use by a fifth.',
   'Last-mile delivery vans idle and detour: city fleets burn far more fuel than their routes need.',
   'A routing engine that plans around live traffic, loading bays and charging windows, sold per vehicle per month.',
   'mvp', 'Climate', 250000, 'USD', array['00000000-0000-4000-8000-000000000011']::uuid[], 'published', now() - interval '12 days'),
  ('00000000-0000-4000-a110-000000000002', '00000000-0000-4000-8000-000000000010', 'StudyLoop',
   'Spaced-repetition study groups that keep students accountable.',
   'Students forget most of a lecture within a week and study alone until the exam.',
   'Small peer groups with shared flashcard decks and a weekly check-in; universities license it for first-years.',
   'prototype', 'Edtech', 80000, 'EUR', '{}', 'published', now() - interval '5 days'),
  ('00000000-0000-4000-a110-000000000003', '00000000-0000-4000-8000-000000000001', 'CampusCart',
   'Second-hand textbooks, delivered between students on campus.',
   'New textbooks cost hundreds and last a term.', 'A campus marketplace with locker pick-up.',
   'idea', 'Marketplace', 30000, 'USD', '{}', 'draft', now() - interval '2 days');
update public.pitches set published_at = created_at + interval '1 hour' where status = 'published';

insert into public.pitch_views (pitch_id, viewer_id, day, created_at) values
  ('00000000-0000-4000-a110-000000000001', '00000000-0000-4000-8000-000000000007', (now() - interval '4 days')::date, now() - interval '4 days'),
  ('00000000-0000-4000-a110-000000000001', '00000000-0000-4000-8000-000000000020', (now() - interval '2 days')::date, now() - interval '2 days'),
  ('00000000-0000-4000-a110-000000000002', '00000000-0000-4000-8000-000000000008', (now() - interval '1 day')::date, now() - interval '1 day');
update public.pitches p set view_count = (select count(*) from public.pitch_views v where v.pitch_id = p.id);

-- Chloé Martin is interested in GreenRoute (Omar is notified by the trigger).
insert into public.pitch_interests (pitch_id, investor_id, message, created_at) values
  ('00000000-0000-4000-a110-000000000001', '00000000-0000-4000-8000-000000000020',
   'Routing for EV fleets is on our thesis. Could we talk next week?', now() - interval '2 days');

-- Northwind's shortlist of candidates and saved searches for the organisations.
insert into public.shortlists (id, owner_id, name, created_at) values
  ('00000000-0000-4000-a111-000000000001', '00000000-0000-4000-8000-000000000002', 'Data interns 2027', now() - interval '9 days'),
  ('00000000-0000-4000-a111-000000000002', '00000000-0000-4000-8000-000000000003', 'Product designers', now() - interval '4 days');
insert into public.shortlist_members (shortlist_id, member_id, note) values
  ('00000000-0000-4000-a111-000000000001', '00000000-0000-4000-8000-000000000001', 'Strong SQL; ask about her hackathon project.'),
  ('00000000-0000-4000-a111-000000000001', '00000000-0000-4000-8000-000000000010', 'Built a study app; interview in December.'),
  ('00000000-0000-4000-a111-000000000001', '00000000-0000-4000-8000-000000000011', ''),
  ('00000000-0000-4000-a111-000000000002', '00000000-0000-4000-8000-000000000014', 'Portfolio is excellent.');
insert into public.saved_searches (owner_id, name, filters, checked_at, created_at) values
  ('00000000-0000-4000-8000-000000000002', 'Students at Lakeside', '{"university": "Lakeside", "profile_types": ["student"]}',
   now(), now() - interval '8 days'),
  ('00000000-0000-4000-8000-000000000003', 'Python people', '{"skills": ["Python"]}', now(), now() - interval '3 days');
