-- Blocks hold everywhere (issue 35 item 4): two members one of whom blocked the other see nothing of each other —
-- profile, career, posts, comments, likes, follows, endorsements, recommendations, events they organise, RSVPs,
-- community memberships, notifications — whoever reads and however (REST, feeds, embeds), because row level
-- security says so, not the screens. A block also ends what tied them: the association, follows both ways and
-- pending associate requests; unblocking restores visibility but not those.
--
-- Each policy is restrictive and reads `column not in (select unnest(private.blocked_ids()))`: PostgreSQL runs
-- that as a hashed subplan, built once per statement, so a member with 1,000 blocks pays one probe per row
-- instead of comparing each row with the whole list.

create policy "Blocked members see nothing of each other" on public.profiles as restrictive for select to authenticated
  using (id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.posts as restrictive for select to authenticated
  using (author_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.post_comments as restrictive for select to authenticated
  using (author_id not in (select unnest(private.blocked_ids())));

-- A member's own likes first: a feed page reads only those ("liked by me"), and the list is then never built.
create policy "Blocked members see nothing of each other" on public.post_likes as restrictive for select to authenticated
  using (user_id = (select auth.uid()) or user_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.follows as restrictive for select to authenticated
  using (follower_id not in (select unnest(private.blocked_ids()))
    and followee_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members do not follow each other" on public.follows as restrictive for insert to authenticated
  with check (not private.blocked_between(follower_id, followee_id));

create policy "Blocked members see nothing of each other" on public.associates as restrictive for select to authenticated
  using (user_id not in (select unnest(private.blocked_ids()))
    and associate_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.skill_endorsements as restrictive for select to authenticated
  using (endorser_id not in (select unnest(private.blocked_ids()))
    and member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.recommendations as restrictive for select to authenticated
  using (author_id not in (select unnest(private.blocked_ids()))
    and recipient_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.experience as restrictive for select to authenticated
  using (member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.education as restrictive for select to authenticated
  using (member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.projects as restrictive for select to authenticated
  using (member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.project_collaborators as restrictive for select to authenticated
  using (member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.certifications as restrictive for select to authenticated
  using (member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.member_languages as restrictive for select to authenticated
  using (member_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.events as restrictive for select to authenticated
  using (organizer_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.event_rsvps as restrictive for select to authenticated
  using (user_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.community_members as restrictive for select to authenticated
  using (user_id not in (select unnest(private.blocked_ids())));

create policy "Blocked members see nothing of each other" on public.notifications as restrictive for select to authenticated
  using (actor_id is null or actor_id not in (select unnest(private.blocked_ids())));

-- Nothing new reaches a member from someone either of them blocked: `private.notify` returns for such a pair
-- (20261205094000_member_mutes.sql, which also leaves out whom the recipient muted).

-- A block ends the association, follows both ways and pending associate requests.
create function private.end_ties_on_block() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.associates
  where (user_id = new.blocker_id and associate_id = new.blocked_id)
     or (user_id = new.blocked_id and associate_id = new.blocker_id);
  delete from public.follows
  where (follower_id = new.blocker_id and followee_id = new.blocked_id)
     or (follower_id = new.blocked_id and followee_id = new.blocker_id);
  delete from public.associate_requests
  where status = 'pending'
    and ((sender_id = new.blocker_id and recipient_id = new.blocked_id)
      or (sender_id = new.blocked_id and recipient_id = new.blocker_id));
  return null;
end $$;
revoke all on function private.end_ties_on_block() from public;

create trigger user_blocks_end_ties after insert on public.user_blocks
  for each row execute function private.end_ties_on_block();

-- Each member's blocked list (both directions) in one row, kept by trigger: `private.blocked_ids()` is read
-- by every policy above, several times per statement, so it must cost one index lookup whatever the number of
-- blocks, not a scan of a member's 1,000 blocks each time.
create table private.member_blocks (
  member_id uuid primary key references auth.users (id) on delete cascade,
  ids uuid[] not null
);
alter table private.member_blocks enable row level security;

create function private.refresh_member_blocks(member uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  list uuid[] := array(
    select b.blocked_id from public.user_blocks b where b.blocker_id = member
    union
    select b.blocker_id from public.user_blocks b where b.blocked_id = member);
begin
  -- No row for a member without blocks (and none left behind when an account and its blocks are deleted).
  if cardinality(list) = 0 then
    delete from private.member_blocks where member_id = member;
  else
    insert into private.member_blocks (member_id, ids) values (member, list)
    on conflict (member_id) do update set ids = excluded.ids;
  end if;
end $$;
revoke all on function private.refresh_member_blocks(uuid) from public;

create function private.keep_member_blocks() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  changed public.user_blocks := coalesce(new, old);
begin
  perform private.refresh_member_blocks(changed.blocker_id);
  perform private.refresh_member_blocks(changed.blocked_id);
  return null;
end $$;
revoke all on function private.keep_member_blocks() from public;

create trigger user_blocks_keep_lists after insert or delete on public.user_blocks
  for each row execute function private.keep_member_blocks();

insert into private.member_blocks (member_id, ids)
select member, array_agg(distinct other) from (
  select blocker_id as member, blocked_id as other from public.user_blocks
  union all
  select blocked_id, blocker_id from public.user_blocks) o
group by member
on conflict (member_id) do update set ids = excluded.ids;

create or replace function private.blocked_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce((select m.ids from private.member_blocks m where m.member_id = (select auth.uid())), '{}')
$$;

-- The two security-definer reads that show a member outside row level security: the private profile's card
-- (name and photo) and an event's attendee list leave out members blocked either way, as the tables do.
create or replace function public.profile_card(member_id uuid)
returns table (id uuid, name text, profile_photo_url text, profile_type text, is_public boolean, allow_connections boolean)
language sql stable security definer set search_path = '' as $$
  select p.id, p.name, p.profile_photo_url, p.profile_type, p.is_public, p.allow_connections
  from public.profiles p
  where p.id = member_id and (select auth.uid()) is not null
    and p.id not in (select unnest(private.blocked_ids()))
$$;

create or replace function public.event_attendees(event_id uuid, max_rows integer default 50)
returns table (user_id uuid, name text, profile_photo_url text, profile_type text, headline text)
language sql stable security definer set search_path = '' as $$
  select p.id, p.name, p.profile_photo_url, p.profile_type, p.headline
  from public.event_rsvps r
  join public.profiles p on p.id = r.user_id
  where r.event_id = event_attendees.event_id and r.status = 'going'
    and private.can_see_event(event_attendees.event_id)
    and private.can_see_profile(p.id, p.is_public)
    and p.id not in (select unnest(private.blocked_ids()))
  order by r.updated_at
  limit least(greatest(coalesce(max_rows, 50), 1), 200)
$$;

-- People search runs as the member, so the policy on profiles above already leaves out members blocked either
-- way; its own check compared each candidate with the whole list (1,000 comparisons a row for such a member).
create or replace function public.search_people(query text, profile_types text[] DEFAULT NULL::text[], university_filter text DEFAULT NULL::text, skill_filter text DEFAULT NULL::text, verified_only boolean DEFAULT false, after_id uuid DEFAULT NULL::uuid, page_size integer DEFAULT 20)
 RETURNS TABLE(id uuid, name text, headline text, profile_photo_url text, profile_type text, university text, skills text[], verification_status text, follower_count integer, in_network boolean, score double precision)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET "pg_trgm.word_similarity_threshold" TO '0.5'
AS $function$
#variable_conflict use_column
declare
  q text := btrim(coalesce(query, ''));
  tsq tsquery := plainto_tsquery('simple'::regconfig, btrim(coalesce(query, '')));
  prefix text := private.like_prefix(btrim(coalesce(query, '')));
  network uuid[] := private.network_ids();
  uni text := '%' || replace(replace(nullif(btrim(university_filter), ''), '%', '\%'), '_', '\_') || '%';
  skill text := lower(nullif(btrim(skill_filter), ''));
  types text[] := case when cardinality(profile_types) > 0 then profile_types end;
  verified boolean := coalesce(verified_only, false);
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
  ids uuid[];
begin
  if char_length(q) < 2 then
    return;
  end if;
  ids := private.people_candidates(q, tsq, network, private.search_short_depth(size), size);
  return query
  with candidates as (
    select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.university, p.skills,
      p.verification_status, p.follower_count, p.search
    from public.profiles p
    where p.id = any (ids) and p.is_public
      and (types is null or p.profile_type = any (types))
      and (uni is null or p.university ilike uni)
      and (skill is null or exists (select 1 from unnest(p.skills) s where lower(s) = skill))
      and (not verified or p.verification_status = 'verified')
  ), scored as (
    select c.id, c.name, c.headline, c.profile_photo_url, c.profile_type, c.university, c.skills,
      c.verification_status, c.follower_count, c.id = any (network) as in_network,
      (greatest(extensions.word_similarity(q, c.name), extensions.similarity(q, c.name))
        + case when lower(c.name) = lower(q) then 1.0 when lower(c.name) like prefix then 0.3 else 0 end
        + 0.5 * ts_rank(c.search, tsq)
        + case when c.id = any (network) then 0.3 else 0 end
        + least(c.follower_count, 10000) / 100000.0)::double precision as score
    from candidates c
  )
  select s.* from scored s
  where after_id is null or (s.score, s.id) < (select a.score, a.id from scored a where a.id = after_id)
  order by s.score desc, s.id desc
  limit size;
end $function$;
