-- Settings: the e-mail digest choice, the blocked list, and the member's own auth sessions.

alter table public.user_profiles
  add column email_digest text not null default 'off' check (email_digest in ('off', 'daily', 'weekly')),
  add column last_digest_at timestamptz;

-- Everyone the caller blocked, with enough to recognise them (even a private profile: they chose to block it).
create function public.blocked_members()
returns table (id uuid, name text, headline text, profile_photo_url text, blocked_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select p.id, p.name, p.headline, p.profile_photo_url, b.created_at
  from public.user_blocks b
  join public.profiles p on p.id = b.blocked_id
  where b.blocker_id = (select auth.uid())
  order by b.created_at desc
$$;
revoke execute on function public.blocked_members() from public, anon;
grant execute on function public.blocked_members() to authenticated;

-- The caller's sessions (never anyone else's). GoTrue stores user_agent and ip on auth.sessions on hosted
-- Supabase as well as in the local stack; `is_current` compares with the session id in the caller's JWT.
create function public.my_sessions()
returns table (
  id uuid, created_at timestamptz, last_used_at timestamptz, user_agent text, ip text, is_current boolean)
language sql stable security definer set search_path = '' as $$
  select s.id, s.created_at,
         greatest(s.created_at, s.updated_at, s.refreshed_at at time zone 'UTC'),
         s.user_agent, host(s.ip),
         s.id::text = coalesce((select auth.jwt()) ->> 'session_id', '')
  from auth.sessions s
  where s.user_id = (select auth.uid())
    and (s.not_after is null or s.not_after > now())
  order by 3 desc, s.id
$$;
revoke execute on function public.my_sessions() from public, anon;
grant execute on function public.my_sessions() to authenticated;

-- Ends one of the caller's sessions: its refresh tokens go with it, so that device cannot renew its access
-- token (an access token already issued stays valid until it expires, as with GoTrue's own sign-out).
create function public.revoke_session(target uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Sign in to continue' using errcode = '42501';
  end if;
  delete from auth.refresh_tokens t
  using auth.sessions s
  where s.id = target and s.user_id = me and t.session_id = s.id;
  delete from auth.sessions where id = target and user_id = me;
  return found;
end $$;
revoke execute on function public.revoke_session(uuid) from public, anon;
grant execute on function public.revoke_session(uuid) to authenticated;

-- Ends every session of the caller but the one making the call; returns how many ended.
create function public.revoke_other_sessions() returns int
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  current_session text := coalesce((select auth.jwt()) ->> 'session_id', '');
  ended int;
begin
  if me is null then
    raise exception 'Sign in to continue' using errcode = '42501';
  end if;
  delete from auth.refresh_tokens t
  using auth.sessions s
  where s.user_id = me and s.id::text <> current_session and t.session_id = s.id;
  delete from auth.sessions where user_id = me and id::text <> current_session;
  get diagnostics ended = row_count;
  return ended;
end $$;
revoke execute on function public.revoke_other_sessions() from public, anon;
grant execute on function public.revoke_other_sessions() to authenticated;
