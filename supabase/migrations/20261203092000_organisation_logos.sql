-- Issue 33 item 3: an organisation's logo. Its admins upload it into the avatars bucket under
-- `organisations/<organisation id>/…` (not their own `<uid>/` folder: the logo is the organisation's and outlives
-- the admin who uploaded it, and every admin may replace or remove it), and store that path in
-- organisations.logo_url.

-- The organisation a storage path belongs to: `organisations/<id>/<file…>` gives <id> as text, anything else
-- null. Text, not uuid: a policy must not fail on a malformed folder name, it must refuse it. split_part rather
-- than storage.foldername, so the guard trigger below needs nothing from the storage schema.
create function private.organisation_folder(object_name text) returns text
language sql immutable set search_path = '' as $$
  select case when split_part(object_name, '/', 1) = 'organisations' and split_part(object_name, '/', 3) <> ''
    then nullif(split_part(object_name, '/', 2), '') end
$$;
revoke all on function private.organisation_folder(text) from public;
grant execute on function private.organisation_folder(text) to authenticated;

-- Whether the caller administers the organisation whose folder holds `object_name`.
create function private.administers_organisation_folder(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(private.organisation_folder(object_name) in (
    select m.organisation_id::text from public.organisation_members m
    where m.member_id = (select auth.uid()) and m.role = 'admin'), false)
$$;
revoke all on function private.administers_organisation_folder(text) from public;
grant execute on function private.administers_organisation_folder(text) to authenticated;

-- Reading stays with "anyone reads public images" (the bucket is public).
create policy "organisation admins upload logos" on storage.objects
  for insert to authenticated with check (
    bucket_id = 'avatars' and (select private.administers_organisation_folder(name)));
create policy "organisation admins replace logos" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (select private.administers_organisation_folder(name)))
  with check (bucket_id = 'avatars' and (select private.administers_organisation_folder(name)));
create policy "organisation admins remove logos" on storage.objects
  for delete to authenticated using (
    bucket_id = 'avatars' and (select private.administers_organisation_folder(name)));

-- Members (admins, through the update policy) may set logo_url only to a file in the organisation's own folder,
-- or clear it: never to an outside address (a tracking pixel on a public page) or another member's file.
create or replace function private.guard_organisation() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.id := old.id; new.slug := old.slug; new.name := old.name; new.kind := old.kind;
    new.follower_count := old.follower_count; new.created_at := old.created_at;
    if new.logo_url is distinct from old.logo_url and new.logo_url is not null
       and (private.organisation_folder(new.logo_url) is distinct from old.id::text
            or new.logo_url like '%..%') then
      raise exception 'An organisation''s logo must be uploaded to its own folder' using errcode = '22023';
    end if;
  end if;
  new.updated_at := now();
  return new;
end $$;

-- An account's purge removes what its member uploaded, but not the logos of organisations they ran: those are
-- the organisation's and stay on its page.
create or replace function public.storage_objects_due_for_purge(as_of timestamptz default now())
returns table (user_id uuid, bucket_id text, name text)
language sql stable security definer set search_path = '' as $$
  select d.user_id, o.bucket_id, o.name
  from public.account_deletions d
  join storage.objects o on o.owner = d.user_id or o.owner_id = d.user_id::text
  where d.purge_after <= as_of
    and not (o.bucket_id = 'avatars' and private.organisation_folder(o.name) is not null)
  order by d.user_id, o.bucket_id, o.name
$$;
