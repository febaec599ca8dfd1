-- Issue 18: universities verify their students and staff. A member asks a university; the university
-- approves, rejects or later revokes. verification_status stays guarded: it is derived from these requests
-- by a trigger, so the only way to 'verified' is an approval by the university the member asked.

-- Who issued a member's badge, on the public projection (the badge reads "Verified by <name>").
alter table public.profiles
  add column verified_by uuid references public.profiles (id) on delete set null,
  add column verified_by_name text;
create index profiles_verified_by_idx on public.profiles (verified_by) where verified_by is not null;

create function private.is_university(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.profiles p where p.id = member and p.profile_type = 'university')
$$;
grant execute on function private.is_university(uuid) to authenticated;

-- ── registered e-mail domains ─────────────────────────────────────────────────────────────────────

create table public.university_domains (
  university_id uuid not null references public.profiles (id) on delete cascade,
  domain text not null check (
    domain = lower(domain) and char_length(domain) <= 253
    and domain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'),
  created_at timestamptz not null default now(),
  primary key (university_id, domain)
);
alter table public.university_domains enable row level security;
create index university_domains_domain_idx on public.university_domains (domain);

create policy "members read universities' domains" on public.university_domains
  for select to authenticated using (true);
create policy "universities register their domains" on public.university_domains
  for insert to authenticated with check (
    university_id = (select auth.uid()) and private.is_university((select auth.uid())));
create policy "universities remove their domains" on public.university_domains
  for delete to authenticated using (university_id = (select auth.uid()));
revoke all on public.university_domains from anon;
grant select, insert (university_id, domain), delete on public.university_domains to authenticated;

-- An address matches a registered domain when its domain is that domain or one of its subdomains:
-- cs.lakeside.edu matches lakeside.edu; lakeside.edu.evil.test and notlakeside.edu do not.
create function private.email_domain(email text) returns text
language sql immutable set search_path = '' as $$
  select case when email ~ '^[^@\s]+@[^@\s]+$' then rtrim(lower(split_part(email, '@', 2)), '.') end
$$;

create function private.domain_matches(email text, registered text) returns boolean
language sql immutable set search_path = '' as $$
  select private.email_domain(email) is not null and registered is not null
    and (private.email_domain(email) = lower(registered) or private.email_domain(email) like '%.' || lower(registered))
$$;

create function private.university_domain_matches(university uuid, email text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.university_domains d
                 where d.university_id = university and private.domain_matches(email, d.domain))
$$;

-- ── requests ──────────────────────────────────────────────────────────────────────────────────────

create table public.verification_requests (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null references public.profiles (id) on delete cascade,
  university_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('student', 'staff')),
  college_email text not null check (char_length(college_email) between 3 and 254),
  member_number text check (char_length(member_number) <= 60),
  programme text check (char_length(programme) <= 120),
  graduation_year int check (graduation_year between 1950 and 2100),
  proof_path text,
  domain_matched boolean not null default false,
  email_confirmed_at timestamptz,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'revoked')),
  reason text check (char_length(reason) <= 1000),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (status <> 'rejected' or coalesce(btrim(reason), '') <> '')
);
alter table public.verification_requests enable row level security;
-- One open request (pending or approved) per member and university.
create unique index verification_requests_open_idx on public.verification_requests (requester_id, university_id)
  where status in ('pending', 'approved');
create index verification_requests_requester_idx on public.verification_requests (requester_id, created_at desc, id desc);
create index verification_requests_queue_idx on public.verification_requests (university_id, status, created_at desc, id desc);
create index verification_requests_university_created_idx
  on public.verification_requests (university_id, created_at desc, id desc);
create index verification_requests_decided_by_idx on public.verification_requests (decided_by);

create policy "requesters and the chosen university read a request" on public.verification_requests
  for select to authenticated using (
    requester_id = (select auth.uid()) or university_id = (select auth.uid()));
create policy "requesters withdraw a pending request" on public.verification_requests
  for delete to authenticated using (requester_id = (select auth.uid()) and status = 'pending');
revoke all on public.verification_requests from anon;
grant select, delete on public.verification_requests to authenticated;

-- The status a member's profile shows, from their requests: approved → verified, waiting → pending.
-- A member with no request keeps what they had (accounts verified before requests existed), except pending.
create function private.derive_verification_status() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.verification_requests r where r.requester_id = new.user_id and r.status = 'approved') then
    new.verification_status := 'verified';
  elsif exists (select 1 from public.verification_requests r where r.requester_id = new.user_id and r.status = 'pending') then
    new.verification_status := 'pending';
  elsif exists (select 1 from public.verification_requests r where r.requester_id = new.user_id)
     or new.verification_status = 'pending' then
    new.verification_status := 'unverified';
  end if;
  return new;
end $$;
-- Fires after user_profiles_guard (name order), so a member's own value is already thrown away.
create trigger user_profiles_verification before insert or update on public.user_profiles
  for each row execute function private.derive_verification_status();

-- Re-derives a member's status and who verified them (the latest approval).
create function private.refresh_verification(member uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  issuer uuid;
begin
  update public.user_profiles set updated_at = now() where user_id = member;
  select r.university_id into issuer from public.verification_requests r
  where r.requester_id = member and r.status = 'approved' order by r.decided_at desc nulls last limit 1;
  update public.profiles p set verified_by = issuer,
    verified_by_name = (select u.name from public.profiles u where u.id = issuer)
  where p.id = member and (p.verified_by is distinct from issuer or issuer is null and p.verified_by_name is not null);
end $$;

-- A university's new name follows onto the badges it issued.
create function private.sync_verifier_name() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.profiles set verified_by_name = new.name where verified_by = new.id;
  return new;
end $$;
create trigger profiles_verifier_name after update of name on public.profiles
  for each row when (old.name is distinct from new.name and new.profile_type = 'university')
  execute function private.sync_verifier_name();

-- Asks a university to verify the caller. Students ask as students, professors as staff.
create function public.request_verification(
  university uuid, college_email text, member_number text default null, programme text default null,
  graduation_year int default null, proof_path text default null
) returns public.verification_requests
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  my_type text;
  email text := lower(btrim(college_email));
  created public.verification_requests;
begin
  select p.profile_type into my_type from public.profiles p where p.id = me;
  if me is null or my_type is null then
    raise exception 'Sign in and choose a profile type to ask for verification' using errcode = '42501';
  end if;
  if my_type not in ('student', 'professor') then
    raise exception 'Only students and professors can ask a university to verify them' using errcode = '42501';
  end if;
  if not private.is_university(university) then
    raise exception 'Choose a university on the network' using errcode = '22023';
  end if;
  if private.email_domain(email) is null then
    raise exception 'Enter your college e-mail address' using errcode = '22023';
  end if;
  if graduation_year is not null and (graduation_year < 1950 or graduation_year > 2100) then
    raise exception 'The graduation year is not valid' using errcode = '22023';
  end if;
  if proof_path is not null and (proof_path not like 'verifications/' || me::text || '/%'
     or not exists (select 1 from storage.objects o where o.bucket_id = 'documents' and o.name = proof_path)) then
    raise exception 'Upload the proof document first' using errcode = '22023';
  end if;
  if exists (select 1 from public.verification_requests r where r.requester_id = me and r.university_id = university
             and r.status in ('pending', 'approved')) then
    raise exception 'You already have an open request with this university' using errcode = '23505';
  end if;
  insert into public.verification_requests (requester_id, university_id, role, college_email, member_number,
    programme, graduation_year, proof_path, domain_matched)
  values (me, university, case when my_type = 'professor' then 'staff' else 'student' end, email,
    nullif(btrim(member_number), ''), nullif(btrim(programme), ''), graduation_year, proof_path,
    private.university_domain_matches(university, email))
  returning * into created;
  perform private.refresh_verification(me);
  perform private.notify(university, me, 'verification_requested', 'verification_request', created.id);
  return created;
end $$;
revoke execute on function public.request_verification(uuid, text, text, text, int, text) from public, anon;
grant execute on function public.request_verification(uuid, text, text, text, int, text) to authenticated;

-- A withdrawn request leaves the profile's status right.
create function private.verification_request_deleted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.refresh_verification(old.requester_id);
  return old;
end $$;
create trigger verification_requests_deleted after delete on public.verification_requests
  for each row execute function private.verification_request_deleted();

-- ── proving the college address ───────────────────────────────────────────────────────────────────
-- The code is issued to the server only (service_role), which mails it; the member types it back.

create table private.college_email_codes (
  request_id uuid primary key references public.verification_requests (id) on delete cascade,
  code_hash text not null,
  attempts int not null default 0,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- Read and written only by the definer functions below; RLS with no policy keeps every API role out.
alter table private.college_email_codes enable row level security;

create function public.issue_college_email_code(request uuid, member uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  req public.verification_requests;
  code text;
  last_sent timestamptz;
begin
  select * into req from public.verification_requests r where r.id = request and r.requester_id = member;
  if req.id is null then
    raise exception 'No such request' using errcode = 'P0002';
  end if;
  if req.status <> 'pending' or not req.domain_matched or req.email_confirmed_at is not null then
    raise exception 'This request does not need an e-mail confirmation' using errcode = '22023';
  end if;
  select c.sent_at into last_sent from private.college_email_codes c where c.request_id = request;
  if last_sent is not null and last_sent > now() - interval '60 seconds' then
    raise exception 'A code was sent less than a minute ago; check your inbox' using errcode = 'PT429';
  end if;
  -- gen_random_uuid draws from a strong random source; six digits from its first 32 bits.
  code := lpad(abs((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint % 1000000))::text, 6, '0');
  insert into private.college_email_codes (request_id, code_hash, attempts, sent_at, expires_at)
  values (request, encode(sha256(convert_to(request::text || ':' || code, 'UTF8')), 'hex'), 0, now(),
    now() + interval '30 minutes')
  on conflict (request_id) do update set code_hash = excluded.code_hash, attempts = 0, sent_at = excluded.sent_at,
    expires_at = excluded.expires_at;
  return jsonb_build_object('code', code, 'email', req.college_email,
    'university', (select p.name from public.profiles p where p.id = req.university_id));
end $$;
revoke execute on function public.issue_college_email_code(uuid, uuid) from public, anon, authenticated;
grant execute on function public.issue_college_email_code(uuid, uuid) to service_role;

-- Answers whether the code was right; five wrong answers spend the code.
create function public.confirm_college_email(request uuid, code text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  req public.verification_requests;
  stored private.college_email_codes;
begin
  select * into req from public.verification_requests r where r.id = request and r.requester_id = me;
  if req.id is null then
    raise exception 'No such request' using errcode = 'P0002';
  end if;
  if req.email_confirmed_at is not null then
    return jsonb_build_object('confirmed', true);
  end if;
  select * into stored from private.college_email_codes c where c.request_id = request for update;
  if stored.request_id is null or stored.expires_at < now() or stored.attempts >= 5 then
    return jsonb_build_object('confirmed', false, 'reason', 'expired');
  end if;
  if stored.code_hash <> encode(sha256(convert_to(request::text || ':' || btrim(coalesce(code, '')), 'UTF8')), 'hex') then
    update private.college_email_codes set attempts = attempts + 1 where request_id = request;
    return jsonb_build_object('confirmed', false, 'reason', 'wrong', 'attempts_left', 4 - stored.attempts);
  end if;
  delete from private.college_email_codes where request_id = request;
  update public.verification_requests set email_confirmed_at = now(), updated_at = now() where id = request;
  return jsonb_build_object('confirmed', true);
end $$;
revoke execute on function public.confirm_college_email(uuid, text) from public, anon;
grant execute on function public.confirm_college_email(uuid, text) to authenticated;

-- ── decisions ─────────────────────────────────────────────────────────────────────────────────────

-- approve | reject (with a reason) | revoke, by the university the request was sent to, and nobody else.
create function public.decide_verification(request uuid, decision text, reason text default null)
returns public.verification_requests
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  req public.verification_requests;
  next_status text;
begin
  select * into req from public.verification_requests r where r.id = request for update;
  if req.id is null or req.university_id is distinct from me then
    -- Another university's request is as invisible as a missing one.
    raise exception 'No such request' using errcode = 'P0002';
  end if;
  if decision = 'approve' then
    if req.status <> 'pending' then
      raise exception 'Only a pending request can be approved' using errcode = '22023';
    end if;
    if req.domain_matched and req.email_confirmed_at is null then
      raise exception 'The member has not confirmed their college address yet' using errcode = '22023';
    end if;
    next_status := 'approved';
  elsif decision = 'reject' then
    if req.status <> 'pending' then
      raise exception 'Only a pending request can be rejected' using errcode = '22023';
    end if;
    if coalesce(btrim(reason), '') = '' then
      raise exception 'Give a reason for the rejection' using errcode = '22023';
    end if;
    next_status := 'rejected';
  elsif decision = 'revoke' then
    if req.status <> 'approved' then
      raise exception 'Only an approved verification can be revoked' using errcode = '22023';
    end if;
    next_status := 'revoked';
  else
    raise exception 'decision must be approve, reject or revoke' using errcode = '22023';
  end if;
  update public.verification_requests r
  set status = next_status, reason = nullif(btrim(decide_verification.reason), ''), decided_by = me,
    decided_at = now(), updated_at = now()
  where r.id = request
  returning * into req;
  perform private.refresh_verification(req.requester_id);
  perform private.notify(req.requester_id, me, 'verification_' || next_status, 'verification_request', req.id,
    null, null, jsonb_build_object('reason', req.reason));
  return req;
end $$;
revoke execute on function public.decide_verification(uuid, text, text) from public, anon;
grant execute on function public.decide_verification(uuid, text, text) to authenticated;

-- Approves every given pending request whose address matched a registered domain and was confirmed;
-- the others are left as they are. Answers how many were approved.
create function public.bulk_approve_verifications(requests uuid[]) returns int
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  approved int := 0;
  r record;
begin
  if cardinality(requests) > 200 then
    raise exception 'Approve at most 200 requests at once' using errcode = '22023';
  end if;
  for r in select v.id from public.verification_requests v
           where v.id = any (requests) and v.university_id = me and v.status = 'pending'
             and v.domain_matched and v.email_confirmed_at is not null
  loop
    perform public.decide_verification(r.id, 'approve');
    approved := approved + 1;
  end loop;
  return approved;
end $$;
revoke execute on function public.bulk_approve_verifications(uuid[]) from public, anon;
grant execute on function public.bulk_approve_verifications(uuid[]) to authenticated;

-- The queue's header: counts by status, for the calling university.
create function public.verification_counts() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'pending', count(*) filter (where status = 'pending'),
    'approved', count(*) filter (where status = 'approved'),
    'rejected', count(*) filter (where status = 'rejected'),
    'revoked', count(*) filter (where status = 'revoked'))
  from public.verification_requests where university_id = (select auth.uid())
$$;
revoke execute on function public.verification_counts() from public, anon;
grant execute on function public.verification_counts() to authenticated;

-- ── the documents bucket (private): proofs under verifications/<member>/, MOU files under mous/<mou>/ ──

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10485760, array['application/pdf'])
on conflict (id) do nothing;

create function private.can_read_proof(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.verification_requests r
                 where r.proof_path = object_name and r.university_id = (select auth.uid()))
$$;
grant execute on function private.can_read_proof(text) to authenticated;

create policy "members and the universities they asked read verification proofs" on storage.objects
  for select to authenticated using (
    bucket_id = 'documents' and (storage.foldername(name))[1] = 'verifications'
    and ((storage.foldername(name))[2] = (select auth.uid())::text or private.can_read_proof(objects.name)));
create policy "members upload their verification proofs" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'documents' and (storage.foldername(name))[1] = 'verifications'
    and (storage.foldername(name))[2] = (select auth.uid())::text);
create policy "members remove their verification proofs" on storage.objects
  for delete to authenticated using (
    bucket_id = 'documents' and (storage.foldername(name))[1] = 'verifications'
    and (storage.foldername(name))[2] = (select auth.uid())::text);

insert into public.notification_types (type) values
  ('verification_requested'), ('verification_approved'), ('verification_rejected'), ('verification_revoked');

alter publication supabase_realtime add table public.verification_requests;
