-- A member who turned two-step verification on is in only with both steps: a session signed in with the
-- password alone (aal1) reads and writes nothing of theirs or anyone's until the code is confirmed (aal2).
-- Members without a verified factor are unaffected. Supabase's documented pattern: a restrictive policy on
-- every table (and on storage.objects), plus PostgREST's pre-request function for what RLS does not see
-- (security-definer functions called over /rest/v1/rpc).

-- Whether this request's session is enough for its member: aal2, or no verified factor to prove, or no
-- member at all (anon, service). Security definer: auth.mfa_factors is not readable by the API roles.
create function private.session_meets_two_step() returns boolean
language sql stable security definer set search_path = ''
as $$
  select case
    when (select auth.jwt() ->> 'aal') = 'aal2' then true
    when (select auth.uid()) is null then true
    else not exists (
      select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
  end
$$;
revoke all on function private.session_meets_two_step() from public;
grant execute on function private.session_meets_two_step() to anon, authenticated, service_role;

-- Every table in public, each with the same restrictive policy (a test checks that new tables get it too).
do $$
declare
  t record;
begin
  for t in
    select c.relname
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname
  loop
    execute format(
      'create policy "Two-step verification completed when turned on" on public.%I
         as restrictive for all to authenticated
         using ((select private.session_meets_two_step()))
         with check ((select private.session_meets_two_step()))',
      t.relname
    );
  end loop;
end
$$;

create policy "Two-step verification completed when turned on" on storage.objects
  as restrictive for all to authenticated
  using ((select private.session_meets_two_step()))
  with check ((select private.session_meets_two_step()));

-- PostgREST calls this in every request's transaction before the request itself: an aal1 session of a
-- member with a verified factor gets 403 from every table, view and function, security definer or not.
create function private.refuse_password_only_session() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not private.session_meets_two_step() then
    raise exception 'Two-step verification is on for this account: confirm the code from your authenticator app first.'
      using errcode = '42501',
            hint = 'Sign in again and enter the six-digit code: this needs an aal2 session.';
  end if;
end
$$;
revoke all on function private.refuse_password_only_session() from public;
grant execute on function private.refuse_password_only_session() to anon, authenticated, service_role;
-- PostgREST calls it as every role, the service role's requests (cron, api/) included.
grant usage on schema private to service_role;

-- For this database only: the setting names a function that exists here.
do $$
begin
  execute format(
    'alter role authenticator in database %I set pgrst.db_pre_request = %L',
    current_database(), 'private.refuse_password_only_session'
  );
end
$$;
notify pgrst, 'reload config';
