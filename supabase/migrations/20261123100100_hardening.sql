-- Issue 10, item 8: members-only functions are not for guests, a profile's ids never change, and a
-- profile type, once chosen, changes only through change_profile_type (docs/decisions.md).

-- Guests have no notifications to mark.
revoke execute on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated;

-- Runs before user_profiles_guard (triggers fire in name order), so it sees the values the caller sent.
create function private.guard_profile_identity() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
    raise exception 'A profile''s id and owner cannot change' using errcode = '42501',
      hint = 'Update the other columns of the profile; id and user_id stay as they are.';
  end if;
  -- The first choice (from no type) is free, as on /profile-selection; later changes go through
  -- change_profile_type, a definer function, so current_user there is its owner and not a member role.
  if old.profile_type is not null
     and lower(new.profile_type) is distinct from old.profile_type
     and current_user in ('authenticated', 'anon') then
    raise exception 'The profile type is already chosen' using errcode = '42501',
      hint = 'Call change_profile_type(new_type) to see what changes with it, then again with confirm => true.';
  end if;
  return new;
end $$;

create trigger user_profiles_0_identity before update on public.user_profiles
  for each row execute function private.guard_profile_identity();

-- Changes a member's own profile type after the first choice. Without `confirm` it only answers what
-- would change; with it, it applies the change. Allowed: between the individual types (student,
-- employer, professor, influencer, investor, philanthropist). Refused: into or out of an organisation
-- type (company, university: an organisation is an account of its own), and to student while the member
-- still has open opportunities (students cannot post them).
create function public.change_profile_type(new_type text, confirm boolean default false) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  current_type text;
  target text := lower(btrim(new_type));
  open_posts int;
  consequences text[] := '{}';
begin
  if me is null then
    raise exception 'Sign in to change your profile type' using errcode = '42501';
  end if;
  if target is null or target not in
    ('student', 'company', 'employer', 'university', 'professor', 'influencer', 'investor', 'philanthropist') then
    raise exception 'Unknown profile type %', coalesce(new_type, 'null') using errcode = '22023',
      hint = 'Use one of student, company, employer, university, professor, influencer, investor, philanthropist.';
  end if;
  select p.profile_type into current_type
    from public.user_profiles p where p.user_id = me;
  if not found then
    raise exception 'Profile not found' using errcode = 'P0002',
      hint = 'Choose a profile type first, on the profile selection page.';
  end if;
  if current_type is not distinct from target then
    return jsonb_build_object('from', current_type, 'to', target, 'changed', false, 'consequences', '[]'::jsonb);
  end if;
  if current_type in ('company', 'university') then
    raise exception 'An organisation''s profile type cannot change' using errcode = '42501',
      hint = 'An organisation keeps its type; a person signs up with an account of their own.';
  end if;
  if target in ('company', 'university') then
    raise exception 'A member''s profile cannot become an organisation' using errcode = '42501',
      hint = 'Sign up a separate account for the organisation.';
  end if;
  if current_type is not null then
    if target = 'student' then
      select count(*) into open_posts from public.opportunities o where o.posted_by = me and o.status = 'open';
      if open_posts > 0 then
        raise exception 'Close your open opportunities before becoming a student' using errcode = '22023',
          hint = format('You have %s open %s; students cannot post opportunities.', open_posts,
            case when open_posts = 1 then 'opportunity' else 'opportunities' end);
      end if;
      consequences := consequences || 'You will no longer be able to post opportunities.'::text;
    elsif current_type = 'student' then
      consequences := consequences || 'You will be able to post opportunities.'::text;
    end if;
  end if;
  consequences := consequences || format('Your profile will show you as %s %s.',
    case when target ~ '^[aeiou]' then 'an' else 'a' end, target);
  if not confirm then
    return jsonb_build_object('from', current_type, 'to', target, 'changed', false,
      'consequences', to_jsonb(consequences));
  end if;
  update public.user_profiles set profile_type = target where user_id = me;
  return jsonb_build_object('from', current_type, 'to', target, 'changed', true,
    'consequences', to_jsonb(consequences));
end $$;

revoke execute on function public.change_profile_type(text, boolean) from public, anon;
grant execute on function public.change_profile_type(text, boolean) to authenticated;
