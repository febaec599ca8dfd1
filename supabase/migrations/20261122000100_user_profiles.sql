-- Members' profiles: the owner's private row (user_profiles) and its public projection (profiles).

create schema if not exists private;
grant usage on schema private to authenticated, anon;

create table public.user_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  email text,
  name text not null default 'User',
  first_name text,
  last_name text,
  headline text,
  profile_photo_url text,
  cover_photo_url text,
  bio text,
  location text,
  phone text,
  linkedin text,
  github text,
  twitter text,
  website text,
  skills text[] not null default '{}',
  interests text[] not null default '{}',
  profile_type text check (profile_type in
    ('student', 'company', 'employer', 'university', 'professor', 'influencer', 'investor', 'philanthropist')),
  date_of_birth date,
  university text,
  college_email text,
  is_public boolean not null default true,
  show_email boolean not null default true,
  show_phone boolean not null default false,
  show_location boolean not null default true,
  allow_messages boolean not null default true,
  allow_connections boolean not null default true,
  email_notifications boolean not null default true,
  push_notifications boolean not null default true,
  messaging_enabled boolean not null default true,
  allow_follower_messages boolean not null default true,
  email_confirmed boolean not null default false,
  profile_completed boolean not null default false,
  profile_completion_score int not null default 0 check (profile_completion_score between 0 and 100),
  verification_status text not null default 'unverified'
    check (verification_status in ('unverified', 'pending', 'verified', 'rejected')),
  language text not null default 'en',
  timezone text not null default 'UTC',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_profiles_name_length check (char_length(name) between 1 and 120),
  constraint user_profiles_bio_length check (bio is null or char_length(bio) <= 2000),
  constraint user_profiles_headline_length check (headline is null or char_length(headline) <= 160)
);
alter table public.user_profiles enable row level security;

create policy "owners read their profile" on public.user_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "owners create their profile" on public.user_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "owners update their profile" on public.user_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "owners delete their profile" on public.user_profiles
  for delete to authenticated using (user_id = (select auth.uid()));

-- The share of the profile a member has filled in, out of 100.
create function private.profile_completion_score(p public.user_profiles) returns int
language sql immutable set search_path = '' as $$
  select (
    (case when coalesce(p.name, '') not in ('', 'User') then 10 else 0 end) +
    (case when coalesce(p.headline, '') <> '' then 10 else 0 end) +
    (case when coalesce(p.profile_photo_url, '') <> '' then 15 else 0 end) +
    (case when coalesce(p.cover_photo_url, '') <> '' then 5 else 0 end) +
    (case when coalesce(p.bio, '') <> '' then 15 else 0 end) +
    (case when coalesce(p.location, '') <> '' then 5 else 0 end) +
    (case when cardinality(p.skills) > 0 then 15 else 0 end) +
    (case when cardinality(p.interests) > 0 then 5 else 0 end) +
    (case when coalesce(p.university, '') <> '' then 5 else 0 end) +
    (case when coalesce(p.linkedin, '') <> '' or coalesce(p.github, '') <> ''
               or coalesce(p.twitter, '') <> '' or coalesce(p.website, '') <> '' then 10 else 0 end) +
    (case when p.profile_type is not null then 5 else 0 end)
  )::int
$$;

-- Columns the owner may not set: the database derives them (confirmation, score) or a university
-- decides them (verification, through its own function).
create function private.guard_user_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.created_at := old.created_at;
    if coalesce(auth.role(), '') in ('authenticated', 'anon') then
      new.verification_status := old.verification_status;
    end if;
  elsif coalesce(auth.role(), '') in ('authenticated', 'anon') then
    new.verification_status := 'unverified';
  end if;
  new.profile_type := lower(new.profile_type);
  new.name := coalesce(nullif(btrim(new.name), ''), nullif(split_part(new.email, '@', 1), ''), 'User');
  new.email_confirmed := coalesce(
    (select u.email_confirmed_at is not null from auth.users u where u.id = new.user_id), false);
  new.profile_completion_score := private.profile_completion_score(new);
  new.profile_completed := new.profile_completion_score >= 80;
  new.updated_at := now();
  return new;
end $$;

create trigger user_profiles_guard before insert or update on public.user_profiles
  for each row execute function private.guard_user_profile();

-- The public projection that content tables reference. Only the trigger below writes it.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null,
  first_name text,
  last_name text,
  headline text,
  profile_photo_url text,
  cover_photo_url text,
  bio text,
  profile_type text,
  university text,
  skills text[] not null default '{}',
  interests text[] not null default '{}',
  linkedin text,
  github text,
  twitter text,
  website text,
  verification_status text not null default 'unverified',
  email text,
  phone text,
  location text,
  is_public boolean not null default true,
  allow_messages boolean not null default true,
  allow_connections boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
create index profiles_name_idx on public.profiles (lower(name));
create index profiles_profile_type_idx on public.profiles (profile_type);

-- Whether the caller may see a member's profile row. Later migrations widen it (associates).
create function private.can_see_profile(profile_id uuid, profile_is_public boolean) returns boolean
language sql stable security definer set search_path = '' as $$
  select profile_is_public or profile_id = (select auth.uid())
$$;
grant execute on function private.can_see_profile(uuid, boolean) to authenticated;

create policy "members read visible profiles" on public.profiles
  for select to authenticated using (private.can_see_profile(id, is_public));

create function private.sync_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    delete from public.profiles where id = old.user_id;
    return old;
  end if;
  insert into public.profiles as p (id, name, first_name, last_name, headline, profile_photo_url, cover_photo_url,
    bio, profile_type, university, skills, interests, linkedin, github, twitter, website, verification_status,
    email, phone, location, is_public, allow_messages, allow_connections, created_at, updated_at)
  values (new.user_id, new.name, new.first_name, new.last_name, new.headline, new.profile_photo_url,
    new.cover_photo_url, new.bio, new.profile_type, new.university, new.skills, new.interests, new.linkedin,
    new.github, new.twitter, new.website, new.verification_status,
    case when new.show_email then new.email end,
    case when new.show_phone then new.phone end,
    case when new.show_location then new.location end,
    new.is_public, new.allow_messages, new.allow_connections, new.created_at, new.updated_at)
  on conflict (id) do update set
    name = excluded.name, first_name = excluded.first_name, last_name = excluded.last_name,
    headline = excluded.headline, profile_photo_url = excluded.profile_photo_url,
    cover_photo_url = excluded.cover_photo_url, bio = excluded.bio, profile_type = excluded.profile_type,
    university = excluded.university, skills = excluded.skills, interests = excluded.interests,
    linkedin = excluded.linkedin, github = excluded.github, twitter = excluded.twitter, website = excluded.website,
    verification_status = excluded.verification_status, email = excluded.email, phone = excluded.phone,
    location = excluded.location, is_public = excluded.is_public, allow_messages = excluded.allow_messages,
    allow_connections = excluded.allow_connections, updated_at = excluded.updated_at;
  return new;
end $$;

create trigger user_profiles_sync after insert or update or delete on public.user_profiles
  for each row execute function private.sync_profile();

-- Confirming an email later flips the flag on the profile too.
create function private.sync_email_confirmed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.user_profiles set email_confirmed = true, email = new.email
  where user_id = new.id and (not email_confirmed or email is distinct from new.email);
  return new;
end $$;

create trigger on_auth_user_confirmed after update of email_confirmed_at, email on auth.users
  for each row when (new.email_confirmed_at is not null) execute function private.sync_email_confirmed();
