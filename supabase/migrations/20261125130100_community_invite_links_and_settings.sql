-- Community invitation links (create with an expiry or none, list, revoke, preview before accepting) and the
-- owner-only settings (visibility, join policy) that moderators may not change. The address (slug) never
-- changes once created: invitation links, shared links and bookmarks keep working.

-- valid_days: 1 to 90 days, or 0 for a link that never expires (expires_at = 'infinity').
create or replace function public.create_community_invite_link(community uuid, valid_days int default 7)
returns public.community_invites
language plpgsql security definer set search_path = '' as $$
declare
  result public.community_invites;
begin
  perform private.require_moderator(community);
  insert into public.community_invites (community_id, token, created_by, expires_at)
  values (community, encode(extensions.gen_random_bytes(18), 'hex'), (select auth.uid()),
    case when valid_days = 0 then 'infinity'::timestamptz
         else now() + make_interval(days => least(greatest(coalesce(valid_days, 7), 1), 90)) end)
  returning * into result;
  return result;
end $$;
revoke execute on function public.create_community_invite_link(uuid, int) from public, anon;
grant execute on function public.create_community_invite_link(uuid, int) to authenticated;

-- Moderators revoke a link (or an invitation to a member); a revoked link never works again.
create function public.revoke_community_invite(invite uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  inv public.community_invites;
begin
  select * into inv from public.community_invites i where i.id = invite for update;
  if inv.id is null then
    raise exception 'Invitation not found' using errcode = 'P0002';
  end if;
  perform private.require_moderator(inv.community_id);
  update public.community_invites set revoked_at = coalesce(revoked_at, now()) where id = invite;
  return true;
end $$;
revoke execute on function public.revoke_community_invite(uuid) from public, anon;
grant execute on function public.revoke_community_invite(uuid) to authenticated;

-- What an invitation link leads to, for the member who opened it: the community and whether the link still
-- works ('valid', 'expired', 'revoked') or the caller is already in ('member') or banned ('banned').
-- Nothing for an unknown token. The token is the secret: whoever holds it may see which community it opens.
create function public.community_invite_status(invite_token text)
returns table (community_id uuid, slug text, name text, status text, expires_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  inv public.community_invites;
  member_status text;
begin
  if me is null then
    raise exception 'Sign in to open an invitation' using errcode = '42501';
  end if;
  select * into inv from public.community_invites i where i.token = invite_token and i.token is not null;
  if inv.id is null then
    return;
  end if;
  select m.status into member_status from public.community_members m
    where m.community_id = inv.community_id and m.user_id = me;
  return query
    select c.id, c.slug, c.name,
      case
        when member_status = 'banned' then 'banned'
        when member_status = 'active' then 'member'
        when inv.revoked_at is not null then 'revoked'
        when inv.expires_at <= now() then 'expired'
        else 'valid'
      end,
      inv.expires_at
    from public.communities c where c.id = inv.community_id;
end $$;
revoke execute on function public.community_invite_status(text) from public, anon;
grant execute on function public.community_invite_status(text) to authenticated;

-- Moderators edit name, description, rules, category, cover and icon (the update policy); only the owner
-- changes visibility and join policy; nobody changes the address.
create function private.guard_community_owner_fields() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    if new.slug is distinct from old.slug then
      raise exception 'A community''s address cannot change' using errcode = '22023';
    end if;
    if (new.visibility is distinct from old.visibility or new.join_policy is distinct from old.join_policy)
       and private.community_role(old.id, (select auth.uid())) is distinct from 'owner' then
      raise exception 'Only the owner can change who may see and join the community' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
-- Named to fire after communities_guard (triggers fire in name order), which normalises the slug first.
create trigger communities_owner_fields before update on public.communities
  for each row execute function private.guard_community_owner_fields();
