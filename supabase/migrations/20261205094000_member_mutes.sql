-- Muting a member (issue 35 item 4): their posts leave the muter's feeds, lists and searches and nothing they do
-- notifies the muter, without telling them — unlike a block, they still see the muter and can still write.
-- Only the muter reads the row. Unmuting brings everything back.
create table public.member_mutes (
  muter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  muted_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (muter_id, muted_id),
  constraint member_mutes_not_self check (muter_id <> muted_id)
);
alter table public.member_mutes enable row level security;
revoke all on public.member_mutes from anon, authenticated;
grant select, insert, delete on public.member_mutes to authenticated;

create policy "Two-step verification completed when turned on" on public.member_mutes
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

create policy "members see whom they muted" on public.member_mutes for select to authenticated
  using (muter_id = (select auth.uid()));

create policy "members mute as themselves" on public.member_mutes for insert to authenticated
  with check (muter_id = (select auth.uid()));

create policy "members unmute" on public.member_mutes for delete to authenticated
  using (muter_id = (select auth.uid()));

-- A hashed subplan over the muter's own rows (readable to them), built once per statement.
create policy "Muted members' posts stay out of sight" on public.posts as restrictive for select to authenticated
  using (author_id not in (select m.muted_id from public.member_mutes m where m.muter_id = (select auth.uid())));

-- Nothing reaches a member from someone either of them blocked, or whom they muted: mentions, likes, comments,
-- follows, invitations.
create or replace function private.notify(recipient uuid, actor uuid, kind text, entity_type text, entity_id uuid,
  post uuid default null, comment uuid default null, extra jsonb default '{}')
returns void
language plpgsql security definer set search_path = '' as $$
declare
  settings public.user_profiles;
  pref public.notification_preferences;
begin
  if recipient is null or recipient = actor then
    return;
  end if;
  if actor is not null and (private.blocked_between(recipient, actor)
     or exists (select 1 from public.member_mutes m where m.muter_id = recipient and m.muted_id = actor)) then
    return;
  end if;
  select * into pref from public.notification_preferences where user_id = recipient and type = kind;
  if pref.user_id is not null and not pref.in_app then
    return;
  end if;
  select * into settings from public.user_profiles where user_id = recipient;
  insert into public.notifications (recipient_id, actor_id, type, entity_type, entity_id, post_id, comment_id, data, push, email)
  values (recipient, actor, kind, entity_type, entity_id, post, comment, extra,
    coalesce(settings.push_notifications, true),
    coalesce(settings.email_notifications, true) and coalesce(pref.email, true));
end $$;
revoke all on function private.notify(uuid, uuid, text, text, uuid, uuid, uuid, jsonb) from public;
