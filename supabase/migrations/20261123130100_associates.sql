-- /associates: live requests (Realtime), withdrawing as a status change, dismissed suggestions, and
-- "people you may know" ranked in SQL.

-- Requests reach both parties live (RLS decides who receives each change).
alter publication supabase_realtime add table public.associate_requests;

-- A request to or from a blocked member, to someone who does not accept requests, to an existing
-- associate, or to someone whose request already waits for the sender is refused with a clear message.
create or replace function private.check_associate_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if private.blocked_between(new.sender_id, new.recipient_id) then
    raise exception 'You cannot send a request to this member' using errcode = '42501';
  end if;
  if not coalesce((select p.allow_connections from public.profiles p where p.id = new.recipient_id), false) then
    raise exception 'This member does not accept associate requests' using errcode = '42501';
  end if;
  if exists (select 1 from public.associates a where a.user_id = new.sender_id and a.associate_id = new.recipient_id) then
    raise exception 'You are already associates' using errcode = '23505';
  end if;
  if exists (select 1 from public.associate_requests r
             where r.sender_id = new.recipient_id and r.recipient_id = new.sender_id and r.status = 'pending') then
    raise exception 'This member already sent you a request: answer it under Received' using errcode = '23505';
  end if;
  if exists (select 1 from public.associate_requests r
             where r.sender_id = new.sender_id and r.recipient_id = new.recipient_id and r.status = 'pending') then
    raise exception 'Your request is already waiting for an answer' using errcode = '23505';
  end if;
  if current_user in ('authenticated', 'anon') then
    new.created_at := now();
    new.responded_at := null;
  end if;
  return new;
end $$;

-- The sender withdraws a pending request. It stays as a row (so both sides' screens update live through
-- Realtime) and notifies nobody; the recipient's "new request" notification goes with it.
create function public.withdraw_associate_request(request_id uuid) returns public.associate_requests
language plpgsql security definer set search_path = '' as $$
declare
  req public.associate_requests;
begin
  select * into req from public.associate_requests where id = request_id for update;
  if req.id is null or req.sender_id is distinct from (select auth.uid()) then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if req.status <> 'pending' then
    raise exception 'This request was already answered' using errcode = '22023';
  end if;
  update public.associate_requests set status = 'withdrawn', responded_at = now()
    where id = request_id returning * into req;
  delete from public.notifications
    where recipient_id = req.recipient_id and type = 'associate_request' and entity_id = req.id;
  return req;
end $$;
revoke execute on function public.withdraw_associate_request(uuid) from public, anon;
grant execute on function public.withdraw_associate_request(uuid) to authenticated;

-- "Not now" on a suggestion: it stays out of the member's suggestions.
create table public.associate_suggestion_dismissals (
  user_id uuid not null references public.profiles (id) on delete cascade,
  dismissed_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, dismissed_id),
  constraint associate_suggestion_dismissals_not_self check (user_id <> dismissed_id)
);
alter table public.associate_suggestion_dismissals enable row level security;
create index associate_suggestion_dismissals_dismissed_idx on public.associate_suggestion_dismissals (dismissed_id);

create policy "members read their dismissed suggestions" on public.associate_suggestion_dismissals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "members dismiss suggestions for themselves" on public.associate_suggestion_dismissals
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "members bring back dismissed suggestions" on public.associate_suggestion_dismissals
  for delete to authenticated using (user_id = (select auth.uid()));
grant select, insert, delete on public.associate_suggestion_dismissals to authenticated;

-- Candidates come from three small, indexed pools (associates of associates, the same university,
-- shared skills or interests), each cut at a few hundred before ranking.
create index profiles_university_idx on public.profiles (university, associate_count desc) where is_public and allow_connections;
create index profiles_skills_idx on public.profiles using gin (skills);
create index profiles_interests_idx on public.profiles using gin (interests);

-- People you may know: public profiles that accept requests, never the caller, an associate, a blocked
-- member, someone with a pending request either way, or someone the caller dismissed. Ranked by mutual
-- associates, then the same university, then shared skills and interests; each row carries its reasons.
create function public.associate_suggestions(max_results int default 20)
returns table (
  id uuid, name text, headline text, profile_photo_url text, profile_type text, university text,
  mutual_count int, same_university boolean, shared_skills text[], shared_interests text[]
)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  mine public.profiles;
  excluded uuid[];
begin
  if me is null then
    raise exception 'Sign in to see suggestions' using errcode = '42501';
  end if;
  select * into mine from public.profiles p where p.id = me;
  excluded := array[me]
    || coalesce((select array_agg(a.associate_id) from public.associates a where a.user_id = me), '{}')
    || private.blocked_ids()
    || coalesce((select array_agg(case when r.sender_id = me then r.recipient_id else r.sender_id end)
                 from public.associate_requests r
                 where (r.sender_id = me or r.recipient_id = me) and r.status = 'pending'), '{}')
    || coalesce((select array_agg(d.dismissed_id) from public.associate_suggestion_dismissals d where d.user_id = me), '{}');
  return query
  with mutual as (
    select a2.associate_id as candidate, count(*)::int as n
    from public.associates a1
    join public.associates a2 on a2.user_id = a1.associate_id
    where a1.user_id = me and a2.associate_id <> all (excluded)
    group by a2.associate_id
    order by n desc
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
  ranked as (
    select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.university,
      coalesce(m.n, 0) as mutual_count,
      (mine.university is not null and p.university is not distinct from mine.university) as same_university,
      array(select unnest(p.skills) intersect select unnest(mine.skills)) as shared_skills,
      array(select unnest(p.interests) intersect select unnest(mine.interests)) as shared_interests
    from candidates c
    join public.profiles p on p.id = c.candidate
    left join mutual m on m.candidate = c.candidate
    where p.is_public and p.allow_connections
  )
  select r.id, r.name, r.headline, r.profile_photo_url, r.profile_type, r.university,
    r.mutual_count, r.same_university, r.shared_skills, r.shared_interests
  from ranked r
  order by r.mutual_count * 10 + (case when r.same_university then 6 else 0 end)
    + 2 * cardinality(r.shared_skills) + cardinality(r.shared_interests) desc, r.name, r.id
  limit least(greatest(coalesce(max_results, 20), 1), 50);
end $$;
revoke execute on function public.associate_suggestions(int) from public, anon;
grant execute on function public.associate_suggestions(int) to authenticated;

-- Requests and suggestions show the associates two members share: how many, and a few names.
create function public.mutual_associates(others uuid[], max_names int default 3)
returns table (member_id uuid, total int, names text[])
language sql stable security definer set search_path = '' as $$
  select o.id, count(p.id)::int,
    coalesce((array_agg(p.name order by p.name) filter (where p.id is not null))[1:max_names], '{}')
  from unnest(others[1:200]) as o (id)
  left join public.associates a2 on a2.user_id = o.id
    and a2.associate_id = any ((select private.associate_ids())::uuid[])
  left join public.profiles p on p.id = a2.associate_id
  where (select auth.uid()) is not null
  group by o.id
$$;
revoke execute on function public.mutual_associates(uuid[], int) from public, anon;
grant execute on function public.mutual_associates(uuid[], int) to authenticated;
