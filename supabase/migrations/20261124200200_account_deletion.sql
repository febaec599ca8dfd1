-- Account deletion: asked for with the e-mail address and the password, carried out after a 14-day grace
-- period by a scheduled function; content others replied to stays, shown as by "Deleted member".

create table public.account_deletions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  requested_at timestamptz not null default now(),
  purge_after timestamptz not null
);
alter table public.account_deletions enable row level security;
create policy "members see their own deletion request" on public.account_deletions
  for select to authenticated using (user_id = (select auth.uid()));
grant select on public.account_deletions to authenticated;

-- Wrong passwords given to request_account_deletion, to bound guessing with a stolen access token.
create table private.deletion_attempts (
  user_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default now()
);
create index deletion_attempts_user_idx on private.deletion_attempts (user_id, at);
-- Only request_account_deletion reads and writes it; RLS with no policy keeps every API role out.
alter table private.deletion_attempts enable row level security;

-- Mail the database wants sent (the last e-mail to a deleted member, digests). A sender with the service
-- role (the local stack's mail relay, or a scheduled function on hosted) sends and marks each row.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  kind text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
alter table public.email_outbox enable row level security;
create index email_outbox_unsent_idx on public.email_outbox (created_at) where sent_at is null;
grant select, update on public.email_outbox to service_role;

-- The date the account will be deleted, or null when the password is wrong (five wrong ones per 15 minutes).
create function public.request_account_deletion(email text, password text) returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  account auth.users;
  stored text;
  due timestamptz := now() + interval '14 days';
begin
  if me is null then
    raise exception 'Sign in to continue' using errcode = '42501';
  end if;
  select * into account from auth.users u where u.id = me;
  if (select count(*) from private.deletion_attempts a where a.user_id = me and a.at > now() - interval '15 minutes') >= 5 then
    raise exception 'Too many attempts. Try again in 15 minutes.' using errcode = 'P0001';
  end if;
  if lower(btrim(coalesce(email, ''))) <> lower(coalesce(account.email, '')) then
    raise exception 'Type the e-mail address of this account.' using errcode = '22023';
  end if;
  -- pgcrypto reads bcrypt's $2a$ form only; $2b$/$2y$ hashes (bcryptjs, PHP) are the same algorithm.
  stored := regexp_replace(coalesce(account.encrypted_password, ''), '^\$2[by]\$', '$2a$');
  if stored = '' or extensions.crypt(coalesce(password, ''), stored) <> stored then
    -- Answered with null rather than an error, so that the attempt is kept (an error rolls it back).
    insert into private.deletion_attempts (user_id) values (me);
    return null;
  end if;
  insert into public.account_deletions (user_id, purge_after) values (me, due)
  on conflict (user_id) do nothing;
  return (select d.purge_after from public.account_deletions d where d.user_id = me);
end $$;
revoke execute on function public.request_account_deletion(text, text) from public, anon;
grant execute on function public.request_account_deletion(text, text) to authenticated;

create function public.cancel_account_deletion() returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to continue' using errcode = '42501';
  end if;
  delete from public.account_deletions where user_id = (select auth.uid());
  return found;
end $$;
revoke execute on function public.cancel_account_deletion() from public, anon;
grant execute on function public.cancel_account_deletion() to authenticated;

-- The author shown for content kept after its member left.
create function private.deleted_member_id() returns uuid
language sql immutable set search_path = '' as $$ select '00000000-0000-4000-8000-00000000de1e'::uuid $$;

create function private.ensure_deleted_member() returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  tomb uuid := private.deleted_member_id();
begin
  if not exists (select 1 from auth.users where id = tomb) then
    insert into auth.users (id, aud, role, raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at)
    values (tomb, 'authenticated', 'authenticated', '{"provider":"none","providers":[]}', '{}', 'infinity', now(), now());
    insert into public.user_profiles (user_id, name, is_public, show_email, show_location, allow_messages,
      allow_connections, messaging_enabled, allow_follower_messages, email_notifications, push_notifications)
    values (tomb, 'Deleted member', true, false, false, false, false, false, false, false, false);
  end if;
  return tomb;
end $$;

-- Removes every account whose grace period ended by `as_of`: its storage objects, its rows (by cascade), and
-- hands content that others replied to over to "Deleted member". Queues a last e-mail. Returns how many.
create function public.purge_deleted_accounts(as_of timestamptz default now()) returns int
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
    delete from storage.objects o where o.owner = gone.user_id or o.owner_id = gone.user_id::text;
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

select cron.schedule('purge-deleted-accounts', '17 * * * *', 'select public.purge_deleted_accounts(now())');
