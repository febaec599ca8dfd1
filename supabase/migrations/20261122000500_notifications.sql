-- Notifications: written only by triggers and SQL functions, read and marked read by their recipient.
-- A per-type preference can turn a type off; the member's push/email switches decide how it may be
-- delivered beyond the in-app list (push: a live alert in the app; email: picked up by a mailer).

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete cascade,
  type text not null,
  entity_type text,
  entity_id uuid,
  post_id uuid references public.posts (id) on delete cascade,
  comment_id uuid references public.post_comments (id) on delete cascade,
  data jsonb not null default '{}',
  push boolean not null default true,
  email boolean not null default false,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.notifications enable row level security;
create index notifications_recipient_idx on public.notifications (recipient_id, created_at desc, id desc);
create index notifications_unread_idx on public.notifications (recipient_id) where read_at is null;
create index notifications_actor_idx on public.notifications (actor_id);
create index notifications_post_idx on public.notifications (post_id);
create index notifications_comment_idx on public.notifications (comment_id);

create policy "recipients read their notifications" on public.notifications
  for select to authenticated using (recipient_id = (select auth.uid()));
create policy "recipients mark their notifications" on public.notifications
  for update to authenticated using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));
create policy "recipients delete their notifications" on public.notifications
  for delete to authenticated using (recipient_id = (select auth.uid()));

-- Recipients may change read_at only.
create function private.guard_notification() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new := jsonb_populate_record(old, jsonb_build_object('read_at', new.read_at));
  end if;
  return new;
end $$;
create trigger notifications_guard before update on public.notifications
  for each row execute function private.guard_notification();

create table public.notification_preferences (
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null check (type in ('post_like', 'post_comment', 'comment_reply', 'mention', 'repost',
    'new_follower', 'associate_request', 'associate_accepted')),
  in_app boolean not null default true,
  email boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (user_id, type)
);
alter table public.notification_preferences enable row level security;

create policy "owners read their preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "owners add their preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "owners change their preferences" on public.notification_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "owners reset their preferences" on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

-- The one writer of notifications. Nobody is notified of their own actions, nor of a type they turned off.
create function private.notify(
  recipient uuid, actor uuid, kind text, entity_type text, entity_id uuid,
  post uuid default null, comment uuid default null, extra jsonb default '{}'
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  settings public.user_profiles;
  pref public.notification_preferences;
begin
  if recipient is null or recipient = actor then
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
revoke execute on function private.notify(uuid, uuid, text, text, uuid, uuid, uuid, jsonb) from public, anon, authenticated;

create function private.notify_post() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  original_author uuid;
  mentioned uuid;
  already uuid[] := '{}';
begin
  if new.repost_of is not null and tg_op = 'INSERT' then
    select author_id into original_author from public.posts where id = new.repost_of;
    perform private.notify(original_author, new.author_id, 'repost', 'post', new.id, new.repost_of);
  end if;
  if tg_op = 'UPDATE' then
    already := old.mentions;
  end if;
  foreach mentioned in array new.mentions loop
    if not mentioned = any (already) then
      perform private.notify(mentioned, new.author_id, 'mention', 'post', new.id, new.id);
    end if;
  end loop;
  return null;
end $$;
create trigger posts_notify after insert or update of mentions on public.posts
  for each row execute function private.notify_post();

create function private.notify_like() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify((select author_id from public.posts where id = new.post_id), new.user_id,
    'post_like', 'post', new.post_id, new.post_id);
  return null;
end $$;
create trigger post_likes_notify after insert on public.post_likes
  for each row execute function private.notify_like();

create function private.notify_comment() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  post_author uuid := (select author_id from public.posts where id = new.post_id);
  parent_author uuid;
  mentioned uuid;
  already uuid[] := '{}';
  excerpt jsonb := jsonb_build_object('excerpt', left(new.body, 140));
begin
  if tg_op = 'INSERT' then
    if new.parent_id is not null then
      parent_author := (select author_id from public.post_comments where id = new.parent_id);
      perform private.notify(parent_author, new.author_id, 'comment_reply', 'comment', new.id, new.post_id, new.id, excerpt);
    end if;
    if parent_author is distinct from post_author then
      perform private.notify(post_author, new.author_id, 'post_comment', 'comment', new.id, new.post_id, new.id, excerpt);
    end if;
  else
    already := old.mentions;
  end if;
  foreach mentioned in array new.mentions loop
    if not mentioned = any (already) and mentioned is distinct from post_author and mentioned is distinct from parent_author then
      perform private.notify(mentioned, new.author_id, 'mention', 'comment', new.id, new.post_id, new.id, excerpt);
    end if;
  end loop;
  return null;
end $$;
create trigger post_comments_notify after insert or update of mentions on public.post_comments
  for each row execute function private.notify_comment();

create function private.notify_follow() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.notify(new.followee_id, new.follower_id, 'new_follower', 'profile', new.follower_id);
  return null;
end $$;
create trigger follows_notify after insert on public.follows
  for each row execute function private.notify_follow();

create function private.notify_associate_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.notify(new.recipient_id, new.sender_id, 'associate_request', 'associate_request', new.id);
  elsif new.status = 'accepted' and old.status = 'pending' then
    perform private.notify(new.sender_id, new.recipient_id, 'associate_accepted', 'profile', new.recipient_id);
  end if;
  return null;
end $$;
create trigger associate_requests_notify after insert or update of status on public.associate_requests
  for each row execute function private.notify_associate_request();

-- Marks every unread notification of the caller read; returns how many changed.
create function public.mark_all_notifications_read() returns int
language sql security invoker set search_path = '' as $$
  with changed as (
    update public.notifications set read_at = now()
    where recipient_id = (select auth.uid()) and read_at is null
    returning 1)
  select count(*)::int from changed
$$;
grant execute on function public.mark_all_notifications_read() to authenticated;

alter publication supabase_realtime add table public.notifications;
