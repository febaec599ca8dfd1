-- Issue 35 item 1: reports on every kind of content, grouped into cases a moderator acts on.
-- A report names a target (kind + id); post_id/comment_id stay for the callers that already write them and are
-- filled from the target (and the other way round). Reports about one target while it is open form one case
-- (public.moderation_cases); a reporter's repeated reports of the same open target count once. The reporter no
-- longer sees a reported post, comment or message; an item whose weighted reports reach the threshold is hidden
-- from everyone but its author until a moderator decides.

-- Platform moderators: a staff role granted by the platform (service role only), read by the member themself.
create table public.platform_roles (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  role text not null default 'moderator' check (role in ('moderator')),
  granted_at timestamptz not null default now(),
  granted_by uuid references public.profiles (id) on delete set null
);
alter table public.platform_roles enable row level security;
revoke all on public.platform_roles from anon, authenticated;
grant select on public.platform_roles to authenticated;
grant all on public.platform_roles to service_role;
create policy "members read their own platform role" on public.platform_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Two-step verification completed when turned on" on public.platform_roles
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create function private.is_platform_moderator() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.platform_roles r where r.user_id = (select auth.uid()) and r.role = 'moderator')
$$;
revoke all on function private.is_platform_moderator() from public, anon;
grant execute on function private.is_platform_moderator() to authenticated, service_role;

-- One case per target while it is open: what the queue lists.
create table public.moderation_cases (
  id uuid primary key default gen_random_uuid(),
  target_kind text not null check (target_kind in
    ('post', 'comment', 'message', 'profile', 'community', 'opportunity', 'event', 'pitch')),
  target_id uuid not null,
  subject_id uuid references public.profiles (id) on delete set null,
  community_id uuid references public.communities (id) on delete set null,
  excerpt text not null default '',
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  report_count int not null default 0,
  weight numeric(6, 2) not null default 0,
  hidden_at timestamptz,
  first_reported_at timestamptz not null default now(),
  last_reported_at timestamptz not null default now(),
  decided_at timestamptz
);
alter table public.moderation_cases enable row level security;
create unique index moderation_cases_open_target on public.moderation_cases (target_kind, target_id) where status = 'open';
create index moderation_cases_queue on public.moderation_cases (first_reported_at, id) where status = 'open';
create index moderation_cases_community_queue on public.moderation_cases (community_id, first_reported_at, id)
  where status = 'open';
create index moderation_cases_subject on public.moderation_cases (subject_id);
revoke all on public.moderation_cases from anon, authenticated;
grant select on public.moderation_cases to authenticated;
grant all on public.moderation_cases to service_role;
create policy "platform moderators read every case" on public.moderation_cases
  for select to authenticated using ((select private.is_platform_moderator()));
create policy "community moderators read their communities' cases" on public.moderation_cases
  for select to authenticated
  using (community_id = any ((select private.moderated_community_ids())::uuid[]));
create policy "Two-step verification completed when turned on" on public.moderation_cases
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

-- Targets hidden from everyone but their owner: pending review (threshold reached) or removed by a decision.
create table private.hidden_targets (
  target_kind text not null,
  target_id uuid not null,
  state text not null check (state in ('pending', 'removed')),
  primary key (target_kind, target_id)
);
alter table private.hidden_targets enable row level security;

-- Reports: a target, the new reasons, the case they belong to.
alter table public.reports
  add column target_kind text,
  add column target_id uuid,
  add column subject_id uuid references public.profiles (id) on delete set null,
  add column community_id uuid references public.communities (id) on delete set null,
  add column case_id uuid references public.moderation_cases (id) on delete cascade,
  add column weight numeric(4, 2) not null default 1,
  add column decided_at timestamptz;
update public.reports set target_kind = case when post_id is not null then 'post' else 'comment' end,
  target_id = coalesce(post_id, comment_id);
update public.reports set details = 'Misinformation' || coalesce(': ' || nullif(btrim(details), ''), ''), reason = 'other'
  where reason = 'misinformation';
update public.reports set reason = 'other', details = coalesce(nullif(btrim(details), ''), 'Inappropriate content')
  where reason = 'inappropriate';
update public.reports set details = 'No details given' where reason = 'other' and coalesce(btrim(details), '') = '';
alter table public.reports drop constraint reports_reason_check, drop constraint reports_one_target,
  drop constraint reports_status_check;
alter table public.reports
  alter column target_kind set not null,
  alter column target_id set not null,
  add constraint reports_target_kind_check check (target_kind in
    ('post', 'comment', 'message', 'profile', 'community', 'opportunity', 'event', 'pitch')),
  add constraint reports_reason_check check (reason in
    ('spam', 'harassment', 'hate', 'sexual_content', 'scam', 'impersonation', 'other')),
  add constraint reports_other_explained check (reason <> 'other' or char_length(btrim(coalesce(details, ''))) >= 1),
  add constraint reports_status_check check (status in ('open', 'reviewed', 'dismissed', 'actioned'));
drop index public.reports_once_per_post;
drop index public.reports_once_per_comment;
create unique index reports_once_while_open on public.reports (reporter_id, target_kind, target_id) where status = 'open';
create index reports_case_idx on public.reports (case_id);
create index reports_reporter_target_idx on public.reports (reporter_id, target_kind, target_id);

-- Existing reports become cases.
insert into public.moderation_cases (target_kind, target_id, subject_id, community_id, excerpt, report_count, weight,
  first_reported_at, last_reported_at)
select r.target_kind, r.target_id, coalesce(p.author_id, c.author_id), coalesce(p.community_id, cp.community_id),
  left(coalesce(p.body, c.body, ''), 280), count(*), count(*), min(r.created_at), max(r.created_at)
from public.reports r
left join public.posts p on r.target_kind = 'post' and p.id = r.target_id
left join public.post_comments c on r.target_kind = 'comment' and c.id = r.target_id
left join public.posts cp on cp.id = c.post_id
where r.status = 'open'
group by r.target_kind, r.target_id, p.author_id, c.author_id, p.community_id, cp.community_id, p.body, c.body;
update public.reports r set case_id = mc.id, subject_id = mc.subject_id, community_id = mc.community_id
from public.moderation_cases mc where mc.target_kind = r.target_kind and mc.target_id = r.target_id and r.status = 'open';

-- Whether the caller has reported this target before (a policy on reports cannot read reports itself).
create function private.reported_before(kind text, target uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.reports r
    where r.reporter_id = (select auth.uid()) and r.target_kind = kind and r.target_id = target)
$$;
revoke all on function private.reported_before(text, uuid) from public, anon;
grant execute on function private.reported_before(text, uuid) to authenticated;

-- Members may report what they can see (read as the reporter, under RLS), or what they reported before (it is
-- hidden from them since): a repeated report then meets reports_once_while_open, "already reported".
drop policy "members report what they may see" on public.reports;
create policy "members report what they may see" on public.reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and status = 'open' and (private.reported_before(target_kind, target_id)
    or case target_kind
    when 'post' then exists (select 1 from public.posts p where p.id = reports.target_id)
    when 'comment' then exists (select 1 from public.post_comments c where c.id = reports.target_id)
    when 'message' then exists (select 1 from public.messages m where m.id = reports.target_id)
    when 'profile' then exists (select 1 from public.profiles p where p.id = reports.target_id)
    when 'community' then exists (select 1 from public.communities c where c.id = reports.target_id)
    when 'opportunity' then exists (select 1 from public.opportunities o where o.id = reports.target_id)
    when 'event' then exists (select 1 from public.events e where e.id = reports.target_id)
    when 'pitch' then exists (select 1 from public.pitches p where p.id = reports.target_id)
    else false end));
drop policy "moderators read reports on their communities' posts" on public.reports;
create policy "moderators read reports on their communities' items" on public.reports
  for select to authenticated
  using (community_id = any ((select private.moderated_community_ids())::uuid[]));
create policy "platform moderators read every report" on public.reports
  for select to authenticated using ((select private.is_platform_moderator()));

-- How much a reporter's word weighs: members whose reports are repeatedly dismissed weigh less (the moderation
-- migration adds members with strikes).
create function private.report_weight(reporter uuid, as_of timestamptz default now()) returns numeric
language sql stable security definer set search_path = '' as $$
  select case when count(*) filter (where r.status = 'dismissed') >= 3
      and count(*) filter (where r.status = 'dismissed') > 2 * count(*) filter (where r.status = 'actioned')
    then 0.25 else 1 end::numeric
  from public.reports r
  where r.reporter_id = reporter and r.decided_at > as_of - interval '6 months'
$$;
revoke all on function private.report_weight(uuid, timestamptz) from public, anon;

-- Weighted reports at or above this hide an item pending review.
create function private.hide_threshold() returns numeric language sql immutable set search_path = '' as $$ select 3::numeric $$;
revoke all on function private.hide_threshold() from public, anon;

-- Fills the target from post_id/comment_id (or the reverse), finds its author and community, joins or opens its case.
create function private.file_report() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  owner uuid;
  community uuid;
  snippet text;
  open_case public.moderation_cases;
begin
  if new.target_kind is null then
    new.target_kind := case when new.post_id is not null then 'post' when new.comment_id is not null then 'comment' end;
    new.target_id := coalesce(new.post_id, new.comment_id);
  end if;
  new.post_id := case when new.target_kind = 'post' then new.target_id end;
  new.comment_id := case when new.target_kind = 'comment' then new.target_id end;
  case new.target_kind
    when 'post' then select p.author_id, p.community_id, p.body into owner, community, snippet from public.posts p where p.id = new.target_id;
    when 'comment' then select c.author_id, p.community_id, c.body into owner, community, snippet
      from public.post_comments c join public.posts p on p.id = c.post_id where c.id = new.target_id;
    when 'message' then select m.sender_id, null, m.body into owner, community, snippet from public.messages m where m.id = new.target_id;
    when 'profile' then select p.id, null, p.name into owner, community, snippet from public.profiles p where p.id = new.target_id;
    when 'community' then select c.created_by, null, c.name into owner, community, snippet from public.communities c where c.id = new.target_id;
    when 'opportunity' then select o.posted_by, null, o.title into owner, community, snippet from public.opportunities o where o.id = new.target_id;
    when 'event' then select e.organizer_id, e.community_id, e.title into owner, community, snippet from public.events e where e.id = new.target_id;
    when 'pitch' then select p.founder_id, null, p.name into owner, community, snippet from public.pitches p where p.id = new.target_id;
    else null;
  end case;
  if owner is null then
    raise exception 'There is nothing to report here' using errcode = 'P0002';
  end if;
  if owner = new.reporter_id then
    raise exception 'You cannot report your own content' using errcode = '22023';
  end if;
  new.subject_id := owner;
  new.community_id := community;
  new.status := 'open';
  new.decided_at := null;
  new.weight := private.report_weight(new.reporter_id, new.created_at);
  insert into public.moderation_cases as mc (target_kind, target_id, subject_id, community_id, excerpt,
    first_reported_at, last_reported_at)
  values (new.target_kind, new.target_id, owner, community, left(coalesce(snippet, ''), 280), new.created_at, new.created_at)
  on conflict (target_kind, target_id) where status = 'open' do nothing;
  select * into open_case from public.moderation_cases mc
    where mc.target_kind = new.target_kind and mc.target_id = new.target_id and mc.status = 'open' for update;
  new.case_id := open_case.id;
  -- A repeated report of the same open target by the same reporter fails on reports_once_while_open and rolls this back.
  update public.moderation_cases set report_count = report_count + 1, weight = weight + new.weight,
    last_reported_at = greatest(last_reported_at, new.created_at),
    hidden_at = case when hidden_at is null and weight + new.weight >= private.hide_threshold() then new.created_at else hidden_at end
  where id = open_case.id;
  if open_case.weight + new.weight >= private.hide_threshold() then
    insert into private.hidden_targets (target_kind, target_id, state) values (new.target_kind, new.target_id, 'pending')
    on conflict do nothing;
  end if;
  return new;
end $$;
revoke all on function private.file_report() from public, anon;
create trigger reports_file before insert on public.reports for each row execute function private.file_report();

-- Ids of one kind the caller must not see: hidden targets, and (posts, comments, messages) what the caller reported.
create function private.hidden_ids(kind text) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct id), '{}') from (
    select h.target_id as id from private.hidden_targets h where h.target_kind = kind
    union all
    select r.target_id from public.reports r
    where kind in ('post', 'comment', 'message') and r.reporter_id = (select auth.uid()) and r.target_kind = kind
  ) ids
$$;
revoke all on function private.hidden_ids(text) from public, anon;
grant execute on function private.hidden_ids(text) to anon, authenticated;

-- Restrictive: the owner always sees their own item (with its moderation state); others not what is hidden from them.
create policy "Hidden by reports or moderation" on public.posts as restrictive for select to anon, authenticated
  using (author_id = (select auth.uid()) or not (id = any ((select private.hidden_ids('post'))::uuid[])));
create policy "Hidden by reports or moderation" on public.post_comments as restrictive for select to anon, authenticated
  using (author_id = (select auth.uid()) or not (id = any ((select private.hidden_ids('comment'))::uuid[])));
create policy "Hidden by reports or moderation" on public.messages as restrictive for select to authenticated
  using (sender_id = (select auth.uid()) or not (id = any ((select private.hidden_ids('message'))::uuid[])));
create policy "Hidden by reports or moderation" on public.opportunities as restrictive for select to anon, authenticated
  using (posted_by = (select auth.uid()) or not (id = any ((select private.hidden_ids('opportunity'))::uuid[])));
create policy "Hidden by reports or moderation" on public.events as restrictive for select to anon, authenticated
  using (organizer_id = (select auth.uid()) or not (id = any ((select private.hidden_ids('event'))::uuid[])));
create policy "Hidden by reports or moderation" on public.pitches as restrictive for select to anon, authenticated
  using (founder_id = (select auth.uid()) or not (id = any ((select private.hidden_ids('pitch'))::uuid[])));
