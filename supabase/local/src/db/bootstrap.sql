-- Shapes a bare Postgres like a Supabase project, so that supabase/migrations run unchanged
-- here and on hosted Supabase. Idempotent: it runs on every start.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator noinherit login; end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then create role supabase_auth_admin noinherit createrole login; end if;
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then create role supabase_storage_admin noinherit createrole login; end if;
  if not exists (select from pg_roles where rolname = 'supabase_realtime_admin') then create role supabase_realtime_admin noinherit nologin; end if;
  if not exists (select from pg_roles where rolname = 'dashboard_user') then create role dashboard_user nologin createrole createdb; end if;
  if not exists (select from pg_roles where rolname = 'postgres') then create role postgres superuser login; end if;
end $$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists supabase_migrations;

create extension if not exists pgcrypto with schema extensions;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;


alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;

-- auth: the tables GoTrue uses, with its column names.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- storage: the tables Supabase Storage keeps its metadata in, so policies in migrations apply.
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[] language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;
create or replace function storage.filename(name text) returns text language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;
create or replace function storage.extension(name text) returns text language sql immutable as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz default now()
);

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

-- realtime: the messages table private channels are authorised by (RLS on realtime.messages, with
-- realtime.topic() naming the channel being joined), as Supabase Realtime keeps it.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- MFA: GoTrue's factor and challenge tables, with its enum types.
do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_type') then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_status') then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end $$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);

-- Passkeys: GoTrue's credential and challenge tables (its migration 20260302000000_add_passkeys).
create table if not exists auth.webauthn_credentials (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz,
  constraint webauthn_credentials_pkey primary key (id)
);
create unique index if not exists webauthn_credentials_credential_id_key on auth.webauthn_credentials (credential_id);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

create table if not exists auth.webauthn_challenges (
  id uuid not null default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint webauthn_challenges_pkey primary key (id)
);
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

-- pg_cron's interface, where the real extension is not installed: migrations schedule jobs with
-- `cron.schedule(name, schedule, command)` exactly as on hosted Supabase, and the stack's scheduler
-- runs them (supabase/local/src/cron).
do $$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron') then
    create schema if not exists cron;
    create table if not exists cron.job (
      jobid bigserial primary key,
      schedule text not null,
      command text not null,
      nodename text not null default 'localhost',
      nodeport int not null default 5432,
      database text not null default current_database(),
      username text not null default current_user,
      active boolean not null default true,
      jobname text unique
    );
    create table if not exists cron.job_run_details (
      jobid bigint,
      runid bigserial primary key,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
    language sql as $f$
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
      returning jobid
    $f$;
    create or replace function cron.unschedule(job_name text) returns boolean
    language sql as $f$
      with gone as (delete from cron.job where jobname = job_name returning 1) select exists (select 1 from gone)
    $f$;
  end if;
end $$;

-- ── As hosted Supabase shapes it, in both drivers ──────────────────────────────────────────────────
-- GoTrue's columns have no defaults where GoTrue's own schema has none: the seed and the stack write
-- '' and the timestamps themselves, as GoTrue does (a NULL token makes hosted sign-in answer 500).
-- Databases made before this keep working: the defaults are dropped on every start.
alter table auth.users alter column confirmation_token drop default,
  alter column recovery_token drop default,
  alter column email_change_token_new drop default,
  alter column email_change drop default,
  alter column created_at drop default,
  alter column updated_at drop default;
alter table auth.identities alter column created_at drop default, alter column updated_at drop default;

-- service_role has no access to auth.users on hosted (only supabase_auth_admin and postgres do).
revoke all on auth.users from service_role;

-- RLS on GoTrue's tables, with no policy: only their owner (and roles that bypass RLS) reach them.
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.flow_state enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.webauthn_credentials enable row level security;
alter table auth.webauthn_challenges enable row level security;

-- The API roles inherit (supabase/postgres' 20230529180330), with per-role statement timeouts.
-- Roles are the cluster's: changed only when not yet so (databases bootstrapping at once would collide).
do $roles$
begin
  if not (select rolinherit from pg_roles where rolname = 'anon') then
    alter role anon inherit;
    alter role authenticated inherit;
    alter role service_role inherit;
  end if;
  if not exists (select from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
                 where r.rolname = 'authenticated' and s.setdatabase = 0) then
    alter role anon set statement_timeout = '3s';
    alter role authenticated set statement_timeout = '8s';
  end if;
end $roles$;

-- storage-api's protect-delete trigger: rows leave storage's tables only through the Storage API,
-- which sets storage.allow_delete_query for its own deletes.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end $$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- ── Hosted roles (PostgreSQL only) ─────────────────────────────────────────────────────────────────
-- When the bootstrap runs as a superuser other than `postgres` (supabase_admin, as the embedded cluster is
-- made), `postgres` is shaped as on hosted Supabase: not a superuser, with createrole,
-- createdb, replication and bypassrls, a member of the API roles and of the auth and storage admins;
-- auth belongs to supabase_auth_admin, storage to supabase_storage_admin, realtime to
-- supabase_realtime_admin. Migrations and the seed then run as `postgres` (db/hosted.ts).
do $hosted$
declare
  r record;
begin
  if current_user = 'postgres' or not (select rolsuper from pg_roles where rolname = current_user) then
    return;
  end if;
  if (select rolsuper from pg_roles where rolname = 'postgres') then
    alter role postgres nosuperuser createrole createdb replication bypassrls login inherit;
    alter role supabase_auth_admin login noinherit createrole;
    alter role supabase_storage_admin login noinherit createrole;
    alter role authenticator login noinherit;
    alter role supabase_auth_admin set search_path = auth;
    alter role supabase_storage_admin set search_path = storage;
    alter role authenticator set statement_timeout = '8s';
    grant anon, authenticated, service_role to postgres;
    grant supabase_auth_admin, supabase_storage_admin, supabase_realtime_admin to postgres;
    -- storage-api switches to the caller's role for every request, as PostgREST does.
    grant anon, authenticated, service_role to supabase_storage_admin;
  end if;

  execute format('grant connect, create, temporary on database %I to postgres, supabase_auth_admin, supabase_storage_admin, authenticator',
    current_database());
  grant all on schema public to postgres;
  grant usage, create on schema extensions to postgres;
  -- Until pg_trgm's library is loaded in a session its options are placeholders, which only a role granted
  -- them may set: a migration run in a session of its own sets them on functions (`set pg_trgm.…`).
  grant set on parameter pg_trgm.word_similarity_threshold to postgres;
  -- Hosted lets `postgres` configure the Data API in the database (`alter role authenticator set pgrst.…`,
  -- as Supabase's docs show for aggregates); PostgreSQL asks for the grant on these placeholders.
  grant set on parameter pgrst.db_pre_request, pgrst.db_aggregates_enabled to postgres;

  alter schema auth owner to supabase_auth_admin;
  alter schema storage owner to supabase_storage_admin;
  alter schema realtime owner to supabase_realtime_admin;
  for r in select n.nspname, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname in ('auth', 'storage', 'realtime') and c.relkind in ('r', 'p', 'v')
             and pg_get_userbyid(c.relowner) <> case n.nspname when 'auth' then 'supabase_auth_admin'
               when 'storage' then 'supabase_storage_admin' else 'supabase_realtime_admin' end loop
    -- Sequences and indexes follow their tables.
    execute format('alter %s %I.%I owner to %I', case r.relkind when 'v' then 'view' else 'table' end,
      r.nspname, r.relname, case r.nspname when 'auth' then 'supabase_auth_admin'
        when 'storage' then 'supabase_storage_admin' else 'supabase_realtime_admin' end);
  end loop;
  for r in select p.oid::regprocedure as fn, n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname in ('auth', 'storage', 'realtime') loop
    execute format('alter function %s owner to %I', r.fn, case r.nspname when 'auth' then 'supabase_auth_admin'
      when 'storage' then 'supabase_storage_admin' else 'supabase_realtime_admin' end);
  end loop;
  for r in select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
           where n.nspname = 'auth' and t.typtype = 'e' loop
    execute format('alter type auth.%I owner to supabase_auth_admin', r.typname);
  end loop;

  -- What migrations need, as hosted grants it.
  alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role supabase_storage_admin in schema storage grant all on tables to anon, authenticated, service_role;
  alter publication supabase_realtime owner to postgres;
  alter schema supabase_migrations owner to postgres;
  alter table supabase_migrations.schema_migrations owner to postgres;
  alter table supabase_migrations.seed_files owner to postgres;
  if exists (select from pg_namespace where nspname = 'cron') then
    grant usage on schema cron to postgres;
    grant all on all tables in schema cron to postgres;
    grant all on all sequences in schema cron to postgres;
    grant execute on all functions in schema cron to postgres;
  end if;

  -- Hosted lets `postgres` write policies and triggers on auth and storage tables (supautils' policy
  -- grants) but not change the tables themselves: an index, a column or a new object there is refused.
  create or replace function extensions.guard_platform_schemas() returns event_trigger language plpgsql as $guard$
  declare
    cmd record;
    tbl text;
  begin
    if current_user <> 'postgres' then
      return;
    end if;
    for cmd in select * from pg_event_trigger_ddl_commands() loop
      continue when cmd.schema_name is null or cmd.schema_name not in ('auth', 'storage', 'realtime');
      continue when cmd.command_tag in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER', 'GRANT', 'REVOKE', 'COMMENT');
      if cmd.command_tag = 'CREATE INDEX' then
        select c.relname into tbl from pg_index i join pg_class c on c.oid = i.indrelid where i.indexrelid = cmd.objid;
        raise exception 'must be owner of table %', tbl using errcode = '42501';
      elsif cmd.command_tag = 'ALTER TABLE' then
        raise exception 'must be owner of table %', (select relname from pg_class where oid = cmd.objid)
          using errcode = '42501';
      end if;
      raise exception 'permission denied for schema %', cmd.schema_name using errcode = '42501';
    end loop;
  end $guard$;
  if not exists (select from pg_event_trigger where evtname = 'guard_platform_schemas') then
    create event trigger guard_platform_schemas on ddl_command_end execute function extensions.guard_platform_schemas();
  end if;
end $hosted$;
