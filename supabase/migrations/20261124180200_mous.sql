-- Issue 18: memoranda of understanding between a university and partner organisations.
-- draft → proposed → under_review → active → expired | terminated, or rejected. The university drafts,
-- proposes and uploads versions; partners review, ask for changes or reject; every party signs; the MOU is
-- active when all have signed. Status moves only through the functions below, each checking the side.

create table public.mous (
  id uuid primary key default gen_random_uuid(),
  university_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 3 and 160),
  purpose text not null default '' check (char_length(purpose) <= 4000),
  scope text not null default '' check (char_length(scope) <= 4000),
  areas text[] not null default '{}'
    check (areas <@ array['internships', 'research', 'exchange', 'funding', 'training', 'other']),
  starts_on date,
  ends_on date,
  renewal_terms text not null default '' check (char_length(renewal_terms) <= 2000),
  contacts text not null default '' check (char_length(contacts) <= 2000),
  status text not null default 'draft'
    check (status in ('draft', 'proposed', 'under_review', 'active', 'expired', 'terminated', 'rejected')),
  changes_requested_at timestamptz,
  activated_at timestamptz,
  closed_at timestamptz,
  close_reason text,
  reminded_60_at timestamptz,
  reminded_14_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_on is null or starts_on is null or ends_on > starts_on)
);
alter table public.mous enable row level security;
create index mous_university_idx on public.mous (university_id, updated_at desc, id desc);
create index mous_status_ends_idx on public.mous (status, ends_on);

create table public.mou_parties (
  mou_id uuid not null references public.mous (id) on delete cascade,
  party_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'partner' check (role in ('university', 'partner')),
  signed_name text,
  signed_title text,
  signed_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (mou_id, party_id)
);
alter table public.mou_parties enable row level security;
create index mou_parties_party_idx on public.mou_parties (party_id, mou_id);

create table public.mou_versions (
  id uuid primary key default gen_random_uuid(),
  mou_id uuid not null references public.mous (id) on delete cascade,
  version int not null,
  file_path text not null,
  file_name text not null,
  size bigint,
  note text check (char_length(note) <= 500),
  uploaded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (mou_id, version)
);
alter table public.mou_versions enable row level security;
create index mou_versions_uploaded_by_idx on public.mou_versions (uploaded_by);

create table public.mou_events (
  id uuid primary key default gen_random_uuid(),
  mou_id uuid not null references public.mous (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  kind text not null,
  from_status text,
  to_status text,
  note text,
  -- The moment of the step itself, not of its transaction: one call can record several steps (the last
  -- signature, then "activated"), and the history is read in this order.
  created_at timestamptz not null default clock_timestamp()
);
alter table public.mou_events enable row level security;
create index mou_events_mou_idx on public.mou_events (mou_id, created_at, id);
create index mou_events_actor_idx on public.mou_events (actor_id);

create table public.mou_comments (
  id uuid primary key default gen_random_uuid(),
  mou_id uuid not null references public.mous (id) on delete cascade,
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);
alter table public.mou_comments enable row level security;
create index mou_comments_mou_idx on public.mou_comments (mou_id, created_at, id);
create index mou_comments_author_idx on public.mou_comments (author_id);

-- The university that drafts an MOU sees it always; partners once it has been proposed.
create function private.is_mou_party(mou uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.mous m join public.mou_parties p on p.mou_id = m.id
    where m.id = mou and p.party_id = (select auth.uid()) and (p.role = 'university' or m.status <> 'draft'))
$$;
grant execute on function private.is_mou_party(uuid) to authenticated;

create function private.is_mou_university(mou uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.mous m where m.id = mou and m.university_id = (select auth.uid()))
$$;
grant execute on function private.is_mou_university(uuid) to authenticated;

-- The university column first: a new draft must be readable in the insert's own RETURNING, before the
-- trigger has written the university's party row.
create policy "parties read their MOUs" on public.mous
  for select to authenticated using (university_id = (select auth.uid()) or private.is_mou_party(id));
create policy "universities draft MOUs" on public.mous
  for insert to authenticated with check (
    university_id = (select auth.uid()) and private.is_university((select auth.uid())));
create policy "universities edit their MOUs while open" on public.mous
  for update to authenticated using (university_id = (select auth.uid()) and status in ('draft', 'under_review'))
  with check (university_id = (select auth.uid()));
create policy "universities delete their drafts" on public.mous
  for delete to authenticated using (university_id = (select auth.uid()) and status = 'draft');
revoke all on public.mous from anon;
grant select, delete on public.mous to authenticated;
grant insert (title, purpose, scope, areas, starts_on, ends_on, renewal_terms, contacts, university_id),
  update (title, purpose, scope, areas, starts_on, ends_on, renewal_terms, contacts) on public.mous to authenticated;

create policy "parties read an MOU's parties" on public.mou_parties
  for select to authenticated using (private.is_mou_party(mou_id));
create policy "universities add partners to drafts" on public.mou_parties
  for insert to authenticated with check (
    role = 'partner' and party_id <> (select auth.uid()) and exists (
      select 1 from public.mous m where m.id = mou_id and m.university_id = (select auth.uid()) and m.status = 'draft')
    and exists (select 1 from public.profiles o where o.id = party_id
      and o.profile_type in ('company', 'employer', 'university', 'investor', 'philanthropist')));
create policy "universities remove partners from drafts" on public.mou_parties
  for delete to authenticated using (
    role = 'partner' and exists (
      select 1 from public.mous m where m.id = mou_id and m.university_id = (select auth.uid()) and m.status = 'draft'));
revoke all on public.mou_parties from anon;
grant select, insert (mou_id, party_id), delete on public.mou_parties to authenticated;

create policy "parties read an MOU's versions" on public.mou_versions
  for select to authenticated using (private.is_mou_party(mou_id));
create policy "parties read an MOU's history" on public.mou_events
  for select to authenticated using (private.is_mou_party(mou_id));
revoke all on public.mou_versions, public.mou_events from anon;
grant select on public.mou_versions, public.mou_events to authenticated;

create policy "parties read an MOU's comments" on public.mou_comments
  for select to authenticated using (private.is_mou_party(mou_id));
create policy "parties comment on their MOUs" on public.mou_comments
  for insert to authenticated with check (author_id = (select auth.uid()) and private.is_mou_party(mou_id));
create policy "authors delete their comments" on public.mou_comments
  for delete to authenticated using (author_id = (select auth.uid()));
revoke all on public.mou_comments from anon;
grant select, insert (mou_id, body, author_id), delete on public.mou_comments to authenticated;

-- ── history and guards ────────────────────────────────────────────────────────────────────────────

create function private.mou_log(mou uuid, actor uuid, kind text, from_status text default null,
  to_status text default null, note text default null) returns void
language sql security definer set search_path = '' as $$
  insert into public.mou_events (mou_id, actor_id, kind, from_status, to_status, note)
  values (mou, actor, kind, from_status, to_status, note)
$$;

-- Members change terms only; editing the terms during review clears the signatures given so far.
create function private.guard_mou() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('authenticated', 'anon') then
      new.status := 'draft';
      new.changes_requested_at := null;
      new.activated_at := null;
      new.closed_at := null;
      new.reminded_60_at := null;
      new.reminded_14_at := null;
    end if;
    return new;
  end if;
  -- Activity moves it up the lists; an explicit updated_at (the seed's real dates) is kept.
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end $$;
create trigger mous_guard before insert or update on public.mous
  for each row execute function private.guard_mou();

create function private.mou_created() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.mou_parties (mou_id, party_id, role) values (new.id, new.university_id, 'university');
  perform private.mou_log(new.id, new.university_id, 'created', null, new.status);
  return new;
end $$;
create trigger mous_created after insert on public.mous
  for each row execute function private.mou_created();

create function private.mou_terms_edited() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (old.title, old.purpose, old.scope, old.areas, old.starts_on, old.ends_on, old.renewal_terms, old.contacts)
     is distinct from (new.title, new.purpose, new.scope, new.areas, new.starts_on, new.ends_on, new.renewal_terms, new.contacts)
  then
    perform private.mou_log(new.id, (select auth.uid()), 'edited', null, null, null);
    if new.status = 'under_review' then
      update public.mou_parties set signed_name = null, signed_title = null, signed_at = null
      where mou_id = new.id and signed_at is not null;
    end if;
  end if;
  return new;
end $$;
create trigger mous_terms_edited after update on public.mous
  for each row execute function private.mou_terms_edited();

create function private.mou_party_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.mous where id = old.mou_id) then
    return old; -- the whole MOU is being deleted
  elsif tg_op = 'INSERT' and new.role = 'partner' then
    perform private.mou_log(new.mou_id, (select auth.uid()), 'party_added', null, null,
      (select p.name from public.profiles p where p.id = new.party_id));
  elsif tg_op = 'DELETE' and old.role = 'partner' then
    perform private.mou_log(old.mou_id, (select auth.uid()), 'party_removed', null, null,
      (select p.name from public.profiles p where p.id = old.party_id));
  end if;
  return coalesce(new, old);
end $$;
create trigger mou_parties_changed after insert or delete on public.mou_parties
  for each row execute function private.mou_party_changed();

create function private.mou_comment_added() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.mous set updated_at = now() where id = new.mou_id;
  return new;
end $$;
create trigger mou_comments_added after insert on public.mou_comments
  for each row execute function private.mou_comment_added();

-- Notifies every party of an MOU but the actor.
create function private.notify_mou_parties(mou uuid, actor uuid, kind text, extra jsonb default '{}') returns void
language plpgsql security definer set search_path = '' as $$
declare
  m public.mous;
  p record;
begin
  select * into m from public.mous where id = mou;
  for p in select party_id from public.mou_parties where mou_id = mou loop
    perform private.notify(p.party_id, actor, kind, 'mou', mou, null, null,
      jsonb_build_object('excerpt', m.title) || extra);
  end loop;
end $$;

-- ── transitions ───────────────────────────────────────────────────────────────────────────────────

create function private.mou_for_update(mou uuid) returns public.mous
language plpgsql security definer set search_path = '' as $$
declare
  m public.mous;
begin
  select * into m from public.mous where id = mou for update;
  if m.id is null or not private.is_mou_party(mou) then
    raise exception 'No such MOU' using errcode = 'P0002';
  end if;
  return m;
end $$;

create function private.my_mou_role(mou uuid) returns text
language sql stable security definer set search_path = '' as $$
  select role from public.mou_parties where mou_id = mou and party_id = (select auth.uid())
$$;

-- The university proposes a draft to its partners (terms complete, at least one partner and one version).
create function public.propose_mou(mou uuid) returns public.mous
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  m public.mous := private.mou_for_update(mou);
begin
  if private.my_mou_role(mou) <> 'university' then
    raise exception 'Only the university proposes an MOU' using errcode = '42501';
  end if;
  if m.status <> 'draft' then
    raise exception 'Only a draft can be proposed' using errcode = '22023';
  end if;
  if m.starts_on is null or m.ends_on is null then
    raise exception 'Set the start and end dates before proposing' using errcode = '22023';
  end if;
  if not exists (select 1 from public.mou_parties where mou_id = mou and role = 'partner') then
    raise exception 'Add at least one partner organisation before proposing' using errcode = '22023';
  end if;
  if not exists (select 1 from public.mou_versions where mou_id = mou) then
    raise exception 'Upload the MOU document before proposing' using errcode = '22023';
  end if;
  update public.mous set status = 'proposed', changes_requested_at = null where id = mou returning * into m;
  perform private.mou_log(mou, me, 'proposed', 'draft', 'proposed');
  perform private.notify_mou_parties(mou, me, 'mou_proposed');
  return m;
end $$;

-- A partner opens the review (also implied by asking for changes or signing).
create function public.start_mou_review(mou uuid) returns public.mous
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  m public.mous := private.mou_for_update(mou);
begin
  if private.my_mou_role(mou) <> 'partner' then
    raise exception 'Only a partner reviews an MOU' using errcode = '42501';
  end if;
  if m.status = 'proposed' then
    update public.mous set status = 'under_review' where id = mou returning * into m;
    perform private.mou_log(mou, me, 'review_started', 'proposed', 'under_review');
  elsif m.status <> 'under_review' then
    raise exception 'This MOU is not waiting for a review' using errcode = '22023';
  end if;
  return m;
end $$;

-- A partner asks for changes, with a comment that opens the thread.
create function public.request_mou_changes(mou uuid, comment text) returns public.mous
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  m public.mous;
begin
  if coalesce(btrim(comment), '') = '' then
    raise exception 'Say what should change' using errcode = '22023';
  end if;
  m := public.start_mou_review(mou);
  update public.mous set changes_requested_at = now() where id = mou returning * into m;
  update public.mou_parties set signed_name = null, signed_title = null, signed_at = null
  where mou_id = mou and signed_at is not null;
  insert into public.mou_comments (mou_id, author_id, body) values (mou, me, btrim(comment));
  perform private.mou_log(mou, me, 'changes_requested', null, null, left(btrim(comment), 280));
  perform private.notify_mou_parties(mou, me, 'mou_changes_requested');
  return m;
end $$;

-- The university adds a new version of the document (uploaded first under mous/<mou>/); signatures restart.
create function public.add_mou_version(mou uuid, file_path text, file_name text, note text default null)
returns public.mou_versions
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  m public.mous := private.mou_for_update(mou);
  obj_size bigint;
  created public.mou_versions;
begin
  if private.my_mou_role(mou) <> 'university' then
    raise exception 'Only the university uploads versions of an MOU' using errcode = '42501';
  end if;
  if m.status not in ('draft', 'proposed', 'under_review') then
    raise exception 'The document of a % MOU cannot change', m.status using errcode = '22023';
  end if;
  if file_path not like 'mous/' || mou::text || '/%' then
    raise exception 'Upload the file into this MOU''s folder' using errcode = '22023';
  end if;
  select (o.metadata ->> 'size')::bigint into obj_size from storage.objects o
  where o.bucket_id = 'documents' and o.name = file_path;
  if not found then
    raise exception 'Upload the file first' using errcode = '22023';
  end if;
  insert into public.mou_versions (mou_id, version, file_path, file_name, size, note, uploaded_by)
  values (mou, coalesce((select max(v.version) from public.mou_versions v where v.mou_id = mou), 0) + 1,
    file_path, left(btrim(file_name), 200), obj_size, nullif(btrim(note), ''), me)
  returning * into created;
  update public.mous set changes_requested_at = null where id = mou;
  update public.mou_parties set signed_name = null, signed_title = null, signed_at = null
  where mou_id = mou and signed_at is not null;
  perform private.mou_log(mou, me, 'version_uploaded', null, null, 'Version ' || created.version);
  if m.status <> 'draft' then
    perform private.notify_mou_parties(mou, me, 'mou_proposed', jsonb_build_object('version', created.version));
  end if;
  return created;
end $$;

-- A party signs for itself (typed full name and title; the time is recorded). When every party has
-- signed, the MOU is active.
create function public.sign_mou(mou uuid, full_name text, title text) returns public.mous
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  m public.mous := private.mou_for_update(mou);
  role text := private.my_mou_role(mou);
begin
  if m.status not in ('proposed', 'under_review') then
    raise exception 'This MOU is not open for signature' using errcode = '22023';
  end if;
  if m.changes_requested_at is not null then
    raise exception 'Changes were requested: sign once a new version is uploaded' using errcode = '22023';
  end if;
  if char_length(btrim(coalesce(full_name, ''))) < 2 or char_length(btrim(coalesce(title, ''))) < 2 then
    raise exception 'Type your full name and title to sign' using errcode = '22023';
  end if;
  if m.status = 'proposed' then
    if role = 'university' then
      raise exception 'The partner signs or reviews first' using errcode = '22023';
    end if;
    update public.mous set status = 'under_review' where id = mou returning * into m;
    perform private.mou_log(mou, me, 'review_started', 'proposed', 'under_review');
  end if;
  update public.mou_parties set signed_name = btrim(full_name), signed_title = btrim(title), signed_at = now()
  where mou_id = mou and party_id = me and signed_at is null;
  if not found then
    raise exception 'You have already signed this version' using errcode = '22023';
  end if;
  perform private.mou_log(mou, me, 'signed', null, null, btrim(full_name) || ', ' || btrim(title));
  perform private.notify_mou_parties(mou, me, 'mou_signed');
  if not exists (select 1 from public.mou_parties where mou_id = mou and signed_at is null) then
    update public.mous set status = 'active', activated_at = now() where id = mou returning * into m;
    perform private.mou_log(mou, me, 'activated', 'under_review', 'active');
    -- No actor: every party, the last signer too, hears that it is active.
    perform private.notify_mou_parties(mou, null, 'mou_active');
  end if;
  return m;
end $$;

-- A partner rejects a proposal; either side terminates an active MOU. Both need a reason.
create function public.close_mou(mou uuid, action text, reason text) returns public.mous
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  m public.mous := private.mou_for_update(mou);
  role text := private.my_mou_role(mou);
  previous text := m.status;
  next_status text;
begin
  if coalesce(btrim(reason), '') = '' then
    raise exception 'Give a reason' using errcode = '22023';
  end if;
  if action = 'reject' then
    if role <> 'partner' then
      raise exception 'Only a partner rejects an MOU' using errcode = '42501';
    end if;
    if m.status not in ('proposed', 'under_review') then
      raise exception 'Only a proposed MOU can be rejected' using errcode = '22023';
    end if;
    next_status := 'rejected';
  elsif action = 'terminate' then
    if m.status <> 'active' then
      raise exception 'Only an active MOU can be terminated' using errcode = '22023';
    end if;
    next_status := 'terminated';
  else
    raise exception 'action must be reject or terminate' using errcode = '22023';
  end if;
  update public.mous set status = next_status, closed_at = now(), close_reason = btrim(reason)
  where id = mou returning * into m;
  perform private.mou_log(mou, me, next_status, previous, next_status, btrim(reason));
  return m;
end $$;

do $$
declare
  f text;
begin
  foreach f in array array['propose_mou(uuid)', 'start_mou_review(uuid)', 'request_mou_changes(uuid, text)',
    'add_mou_version(uuid, text, text, text)', 'sign_mou(uuid, text, text)', 'close_mou(uuid, text, text)']
  loop
    execute format('revoke execute on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end $$;

-- ── documents of MOUs: parties read, the university uploads ───────────────────────────────────────

create function private.mou_folder_id(object_name text) returns uuid
language sql immutable set search_path = '' as $$
  select case when (storage.foldername(object_name))[2] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (storage.foldername(object_name))[2]::uuid end
$$;
grant execute on function private.mou_folder_id(text) to authenticated;

create policy "MOU parties read its documents" on storage.objects
  for select to authenticated using (
    bucket_id = 'documents' and (storage.foldername(name))[1] = 'mous'
    and private.is_mou_party(private.mou_folder_id(objects.name)));
create policy "universities upload their MOUs' documents" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'documents' and (storage.foldername(name))[1] = 'mous'
    and private.is_mou_university(private.mou_folder_id(objects.name)));

insert into public.notification_types (type) values
  ('mou_proposed'), ('mou_changes_requested'), ('mou_signed'), ('mou_active'), ('mou_expiring'), ('mou_expired');
