-- "People you may know", fast enough to open /associates without waiting (bench:communities, 500 associates).
-- Computing them is bounded work (friends of friends, the same university, shared skills), but for a
-- well-connected member it is tens of milliseconds. As LinkedIn's does, the ranking is computed at most every
-- 15 minutes per member and kept in `associate_suggestion_cache`; every read re-applies what must be exact
-- now — associates, blocks, pending requests, dismissals, a profile turned private or closed to requests, and
-- the current name and photo — so a cached list never shows someone it should not. Only the mutual counts
-- and the arrival of new candidates may lag by up to 15 minutes.
-- The computation itself also got cheaper: friends of friends in one index scan with the exclusions as a hash
-- anti-join, candidates' profiles by primary key, and the shared lists built only for the rows kept.

create table public.associate_suggestion_cache (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  computed_at timestamptz not null default now(),
  -- Ranked candidates: [{id, mutual_count, shared_skills, shared_interests}], at most 50.
  ranked jsonb not null
);
alter table public.associate_suggestion_cache enable row level security;
-- No policies: only associate_suggestions (security definer) reads and writes it.

-- The ranking, computed afresh: candidates with their mutual count and shared skills and interests.
create function private.compute_associate_suggestions(me uuid, excluded uuid[])
returns table (id uuid, mutual_count int, shared_skills text[], shared_interests text[], rank int)
language plpgsql stable security definer set search_path = '' as $$
declare
  mine public.profiles;
  my_associates uuid[];
begin
  select * into mine from public.profiles p where p.id = me;
  my_associates := coalesce((select array_agg(a.associate_id) from public.associates a where a.user_id = me), '{}');
  return query
  with mutual as (
    select f.candidate, f.n
    from (
      select a.associate_id as candidate, count(*)::int as n
      from public.associates a
      where a.user_id = any (my_associates)
      group by a.associate_id
    ) f
    where not exists (select 1 from unnest(excluded) x(id) where x.id = f.candidate)
    order by f.n desc
    limit 300
  ),
  campus as (
    select p.id as candidate from public.profiles p
    where mine.university is not null and p.university = mine.university and p.is_public and p.allow_connections
      and p.id <> all (excluded)
    order by p.associate_count desc
    limit 100
  ),
  overlap as (
    select p.id as candidate from public.profiles p
    where (p.skills && mine.skills or p.interests && mine.interests) and p.is_public and p.allow_connections
      and p.id <> all (excluded)
    limit 100
  ),
  candidates as (
    select candidate from mutual union select candidate from campus union select candidate from overlap
  ),
  scored as (
    select p.id, p.name, p.skills, p.interests, coalesce(m.n, 0) as mutual_count,
      coalesce(m.n, 0) * 10
        + (case when mine.university is not null and p.university is not distinct from mine.university then 6 else 0 end)
        + 2 * (select count(*) from unnest(p.skills) s(x) where s.x = any (mine.skills))::int
        + (select count(*) from unnest(p.interests) i(x) where i.x = any (mine.interests))::int as score
    from public.profiles p
    left join mutual m on m.candidate = p.id
    where p.id = any (array(select candidate from candidates)) and p.is_public and p.allow_connections
  ),
  top as (
    select * from scored s order by s.score desc, s.name, s.id limit 50
  )
  select t.id, t.mutual_count,
    array(select unnest(t.skills) intersect select unnest(mine.skills)),
    array(select unnest(t.interests) intersect select unnest(mine.interests)),
    (row_number() over (order by t.score desc, t.name, t.id))::int
  from top t;
end $$;
revoke execute on function private.compute_associate_suggestions(uuid, uuid[]) from public, anon, authenticated;

-- Volatile now (it refreshes the cache), which PostgREST runs in a read-write transaction; the app calls it by POST.
drop function public.associate_suggestions(int);
create function public.associate_suggestions(max_results int default 20)
returns table (
  id uuid, name text, headline text, profile_photo_url text, profile_type text, university text,
  mutual_count int, same_university boolean, shared_skills text[], shared_interests text[]
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  my_university text;
  hidden uuid[];
  cached public.associate_suggestion_cache;
begin
  if me is null then
    raise exception 'Sign in to see suggestions' using errcode = '42501';
  end if;
  select p.university into my_university from public.profiles p where p.id = me;
  hidden := array[me]
    || coalesce((select array_agg(a.associate_id) from public.associates a where a.user_id = me), '{}')
    || private.blocked_ids()
    || coalesce((select array_agg(case when r.sender_id = me then r.recipient_id else r.sender_id end)
                 from public.associate_requests r
                 where (r.sender_id = me or r.recipient_id = me) and r.status = 'pending'), '{}')
    || coalesce((select array_agg(d.dismissed_id) from public.associate_suggestion_dismissals d where d.user_id = me), '{}');
  select * into cached from public.associate_suggestion_cache c where c.user_id = me;
  if cached.user_id is null or cached.computed_at < now() - interval '15 minutes' then
    insert into public.associate_suggestion_cache as c (user_id, computed_at, ranked)
    select me, now(), coalesce(jsonb_agg(to_jsonb(r) order by r.rank), '[]')
    from private.compute_associate_suggestions(me, hidden) r
    on conflict (user_id) do update set computed_at = excluded.computed_at, ranked = excluded.ranked
    returning * into cached;
  end if;
  return query
  select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.university,
    r.mutual_count, (my_university is not null and p.university is not distinct from my_university),
    r.shared_skills, r.shared_interests
  from jsonb_to_recordset(cached.ranked)
    as r(id uuid, mutual_count int, shared_skills text[], shared_interests text[], rank int)
  join public.profiles p on p.id = r.id
  where p.is_public and p.allow_connections and p.id <> all (hidden)
  order by r.rank
  limit least(greatest(coalesce(max_results, 20), 1), 50);
end $$;
revoke execute on function public.associate_suggestions(int) from public, anon;
grant execute on function public.associate_suggestions(int) to authenticated;

-- A member's own new or removed associates, or a change of what they are matched on, recomputes their list
-- at the next read.
create function private.forget_associate_suggestions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.associate_suggestion_cache where user_id = coalesce(new.user_id, old.user_id);
  return null;
end $$;
create trigger associates_forget_suggestions after insert or delete on public.associates
  for each row execute function private.forget_associate_suggestions();

create function private.forget_own_associate_suggestions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.associate_suggestion_cache where user_id = new.id;
  return null;
end $$;
create trigger profiles_forget_suggestions after update of university, skills, interests on public.profiles
  for each row execute function private.forget_own_associate_suggestions();
