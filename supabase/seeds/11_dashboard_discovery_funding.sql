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
