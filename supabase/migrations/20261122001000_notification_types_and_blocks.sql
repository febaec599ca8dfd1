-- Notification kinds become rows, so each area adds its own kinds with one insert instead of
-- rewriting a check constraint that lists everybody else's.
create table public.notification_types (
  type text primary key,
  created_at timestamptz not null default now()
);
alter table public.notification_types enable row level security;
create policy "members read the notification kinds" on public.notification_types
  for select to authenticated using (true);
grant select on public.notification_types to authenticated;

insert into public.notification_types (type) values
  ('post_like'), ('post_comment'), ('comment_reply'), ('mention'), ('repost'), ('new_follower'),
  ('associate_request'), ('associate_accepted'), ('application_received'), ('application_status'),
  ('deadline_reminder');

alter table public.notification_preferences drop constraint notification_preferences_type_check;
alter table public.notification_preferences
  add constraint notification_preferences_type_fkey foreign key (type) references public.notification_types (type);

-- A member who blocks another stops them from writing to, connecting with or finding them.
create table public.user_blocks (
  blocker_id uuid not null references public.profiles (id) on delete cascade,
  blocked_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint user_blocks_not_self check (blocker_id <> blocked_id)
);
alter table public.user_blocks enable row level security;
create index user_blocks_blocked_id_idx on public.user_blocks (blocked_id);

create policy "members see whom they blocked" on public.user_blocks
  for select to authenticated using (blocker_id = (select auth.uid()));
create policy "members block others" on public.user_blocks
  for insert to authenticated with check (blocker_id = (select auth.uid()));
create policy "members unblock others" on public.user_blocks
  for delete to authenticated using (blocker_id = (select auth.uid()));
grant select, insert, delete on public.user_blocks to authenticated;

-- Whether either of two members blocked the other (for rules that span both sides; never tells which).
create function private.blocked_between(a uuid, b uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_blocks
    where (blocker_id = a and blocked_id = b) or (blocker_id = b and blocked_id = a)
  )
$$;
revoke execute on function private.blocked_between(uuid, uuid) from public;
grant execute on function private.blocked_between(uuid, uuid) to authenticated;

-- Everyone the caller blocked or who blocked the caller, once per query: `= any ((select private.blocked_ids())::uuid[])`.
create function private.blocked_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(case when blocker_id = (select auth.uid()) then blocked_id else blocker_id end), '{}')
  from public.user_blocks
  where blocker_id = (select auth.uid()) or blocked_id = (select auth.uid())
$$;
revoke execute on function private.blocked_ids() from public;
grant execute on function private.blocked_ids() to authenticated;
