-- Web Push (issue 20): each browser a member turned "Push notifications on this device" on in stores its push
-- subscription here; a sender with the service role (server/push-sender.ts, run by the local app and by
-- /api/push/send on hosted) delivers new notifications to them and forgets the ones the push service no longer knows.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The push service's URL for this browser (a capability: whoever holds it can push to the device). https only,
  -- except a loopback address (a local push service in tests); the sender refuses plain http outside tests.
  endpoint text not null unique
    check (length(endpoint) <= 2000
      and (endpoint like 'https://%' or endpoint ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]+)?/')),
  p256dh text not null check (length(p256dh) between 40 and 200),
  auth text not null check (length(auth) between 8 and 100),
  user_agent text check (length(user_agent) <= 500),
  created_at timestamptz not null default now(),
  last_sent_at timestamptz
);
alter table public.push_subscriptions enable row level security;
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

create policy "members see their own push subscriptions" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "members add push subscriptions for themselves" on public.push_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "members remove their own push subscriptions" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));
grant select, insert, delete on public.push_subscriptions to authenticated;
grant select, insert, update, delete on public.push_subscriptions to service_role;

-- Subscribing on a device: a browser has one endpoint per site, so when another member signed in on the same
-- browser had subscribed it, the device now belongs to the caller (that member stops getting pushes here).
-- Returns the row's id.
create function public.save_push_subscription(
  endpoint text, p256dh text, auth text, user_agent text default null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  saved uuid;
begin
  if me is null then
    raise exception 'Sign in to turn on push notifications.' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as s (user_id, endpoint, p256dh, auth, user_agent)
  values (me, save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth,
          left(save_push_subscription.user_agent, 500))
  on conflict on constraint push_subscriptions_endpoint_key do update
    set user_id = me, p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
        created_at = now(), last_sent_at = null
  returning s.id into saved;
  return saved;
end $$;
revoke execute on function public.save_push_subscription(text, text, text, text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text) to authenticated;

-- Notifications waiting to be pushed: only for members with at least one subscription, so the queue stays as
-- small as the pushes to send. Filled when a notification is created with push on (the member's switch then).
create table private.push_queue (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  queued_at timestamptz not null default now()
);
create index push_queue_queued_idx on private.push_queue (queued_at);
-- Only the functions below read and write it; RLS with no policy keeps every API role out.
alter table private.push_queue enable row level security;

create function private.queue_push() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.push and exists (select 1 from public.push_subscriptions s where s.user_id = new.recipient_id) then
    insert into private.push_queue (notification_id) values (new.id) on conflict do nothing;
  end if;
  return null;
end $$;
create trigger notifications_queue_push after insert on public.notifications
  for each row execute function private.queue_push();

-- The sender's batch: takes up to `max_rows` queued notifications off the queue and answers one row per
-- (notification, subscription) still worth a push: the member keeps push notifications on now, the kind is not
-- turned off (as the e-mail digest respects them), the notification is unread and younger than a day.
create function public.claim_push_batch(max_rows int default 100) returns table (
  notification_id uuid, subscription_id uuid, endpoint text, p256dh text, auth text,
  type text, actor_name text, data jsonb, created_at timestamptz)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  with taken as (
    delete from private.push_queue q
    where q.notification_id in (
      select p.notification_id from private.push_queue p order by p.queued_at
      limit greatest(1, least(coalesce(max_rows, 100), 1000)) for update skip locked)
    returning q.notification_id
  )
  select n.id, s.id, s.endpoint, s.p256dh, s.auth, n.type, a.name, n.data, n.created_at
  from taken t
  join public.notifications n on n.id = t.notification_id
  join public.user_profiles up on up.user_id = n.recipient_id
  join public.push_subscriptions s on s.user_id = n.recipient_id
  left join public.profiles a on a.id = n.actor_id
  left join public.notification_preferences pref on pref.user_id = n.recipient_id and pref.type = n.type
  where up.push_notifications and n.push and n.read_at is null
    and n.created_at > now() - interval '1 day'
    and coalesce(pref.in_app, true)
  order by n.created_at, s.created_at;
end $$;
revoke execute on function public.claim_push_batch(int) from public, anon, authenticated;
grant execute on function public.claim_push_batch(int) to service_role;

-- Account deletion removes files through the Storage API (docs/decisions.md, "Deletion removes file bytes"):
-- the SQL purge deleted storage.objects rows, which leaves the bytes behind (local disk, hosted S3) and which
-- hosted Supabase refuses ("use the Storage API"). Now a sender with the service role (server/account-purge.ts)
-- lists each due member's objects here, removes them through the Storage API, then runs the purge; the purge
-- leaves a member who still owns files for a later run rather than orphaning their bytes.
create function public.storage_objects_due_for_purge(as_of timestamptz default now())
returns table (user_id uuid, bucket_id text, name text)
language sql stable security definer set search_path = '' as $$
  select d.user_id, o.bucket_id, o.name
  from public.account_deletions d
  join storage.objects o on o.owner = d.user_id or o.owner_id = d.user_id::text
  where d.purge_after <= as_of
  order by d.user_id, o.bucket_id, o.name
$$;
revoke execute on function public.storage_objects_due_for_purge(timestamptz) from public, anon, authenticated;
grant execute on function public.storage_objects_due_for_purge(timestamptz) to service_role;

create or replace function public.purge_deleted_accounts(as_of timestamptz default now()) returns int
language plpgsql security definer set search_path = '' as $$
declare
  gone record;
  tomb uuid;
  purged int := 0;
begin
  for gone in
    select d.user_id, u.email, coalesce(p.name, 'there') as name
    from public.account_deletions d
    join auth.users u on u.id = d.user_id
    left join public.user_profiles p on p.user_id = d.user_id
    where d.purge_after <= as_of
      -- Files first, through the Storage API (server/account-purge.ts): never orphan their bytes.
      and not exists (select 1 from storage.objects o where o.owner = d.user_id or o.owner_id = d.user_id::text)
    order by d.purge_after
    for update of d skip locked
  loop
    if tomb is null then
      tomb := private.ensure_deleted_member();
      -- The guards keep authors fixed for members' updates; this hand-over is the one exception.
      alter table public.posts disable trigger posts_guard;
      alter table public.post_comments disable trigger post_comments_guard;
    end if;
    update public.posts po set author_id = tomb
    where po.author_id = gone.user_id
      and exists (select 1 from public.post_comments c where c.post_id = po.id and c.author_id <> gone.user_id);
    update public.post_comments c set author_id = tomb
    where c.author_id = gone.user_id
      and exists (select 1 from public.post_comments r where r.parent_id = c.id and r.author_id <> gone.user_id);
    if gone.email is not null then
      insert into public.email_outbox (to_email, subject, body_text, body_html, kind)
      values (gone.email, 'Your Campus Network account has been deleted',
        format(E'Hello %s,\n\nAs you asked 14 days ago, your Campus Network account and everything you kept in it have now been deleted. Posts and comments that others replied to remain, shown as by "Deleted member".\n\nThank you for having been part of the network.', gone.name),
        format('<p>Hello %s,</p><p>As you asked 14 days ago, your Campus Network account and everything you kept in it have now been deleted. Posts and comments that others replied to remain, shown as by &ldquo;Deleted member&rdquo;.</p><p>Thank you for having been part of the network.</p>',
          replace(replace(replace(gone.name, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')),
        'account_deleted');
    end if;
    delete from auth.users where id = gone.user_id;
    purged := purged + 1;
  end loop;
  if tomb is not null then
    alter table public.posts enable trigger posts_guard;
    alter table public.post_comments enable trigger post_comments_guard;
  end if;
  return purged;
end $$;
revoke execute on function public.purge_deleted_accounts(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_deleted_accounts(timestamptz) to service_role;
