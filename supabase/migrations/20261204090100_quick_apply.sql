-- Quick apply (issue 34 item 2): one click applies with the profile's name and e-mail and the member's default
-- résumé, to an opportunity that asks no questions and whose poster allows it; undo within a few seconds.
--
-- The default résumé is the newest PDF in the member's `resumes` folder: the file the apply form lists first and
-- the one "Use as my resume when applying" (AI Resume Builder) last put there.
--
-- Undo deletes the application, its history and the poster's "new application" notification, as if it had never
-- been sent (an e-mail client's "undo send"): within its 10 seconds nobody has acted on it, and telling the poster
-- about a withdrawal of something they never saw would be noise. After the window, or once the poster has moved
-- it, the applicant withdraws it as any application (`change_application_status`), and the poster is told.

alter table public.opportunities add column quick_apply boolean not null default true;
alter table public.applications add column applied_via text not null default 'form'
  constraint applications_applied_via check (applied_via in ('form', 'quick'));

-- Only quick_apply() writes 'quick' (it runs as the owner); a member's own insert is always the form.
create function private.guard_application_via() returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.applied_via := 'form';
  end if;
  return new;
end $$;
create trigger applications_via before insert on public.applications
  for each row execute function private.guard_application_via();

create function private.default_resume(member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select o.name from storage.objects o
  where o.bucket_id = 'resumes' and (storage.foldername(o.name))[1] = member::text and o.name ilike '%.pdf'
  order by o.created_at desc, o.name desc limit 1
$$;
revoke all on function private.default_resume(uuid) from public;

-- The default résumé's file name, for the button's confirmation ("Applies with cv-2026.pdf"); null without one.
create function public.my_default_resume() returns text
language sql stable security definer set search_path = '' as $$
  select private.default_resume((select auth.uid()))
$$;
revoke all on function public.my_default_resume() from public, anon;
grant execute on function public.my_default_resume() to authenticated;

create function public.quick_apply(opportunity_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  o public.opportunities;
  resume text;
  applied uuid;
begin
  if me is null or not private.session_meets_two_step() then
    raise exception 'Sign in to apply' using errcode = '42501';
  end if;
  select * into o from public.opportunities x where x.id = quick_apply.opportunity_id;
  if o.id is null or (o.status = 'draft' and o.posted_by <> me) then
    raise exception 'Opportunity not found' using errcode = 'P0002';
  end if;
  if not o.quick_apply or jsonb_array_length(o.questions) > 0 then
    raise exception 'This opportunity asks for the full application form' using errcode = '22023',
      hint = 'quick_apply_unavailable';
  end if;
  resume := private.default_resume(me);
  if resume is null then
    raise exception 'Add a résumé first: quick apply sends your newest résumé' using errcode = '22023',
      hint = 'no_default_resume';
  end if;
  -- The application checks (closed, own, external, already applied) are the insert trigger's, as for the form.
  insert into public.applications (opportunity_id, applicant_id, full_name, email, resume_path, applied_via)
  select o.id, me, p.name, u.email, resume, 'quick'
  from public.profiles p join auth.users u on u.id = p.id
  where p.id = me
  returning id into applied;
  return applied;
end $$;
revoke all on function public.quick_apply(uuid) from public, anon;
grant execute on function public.quick_apply(uuid) to authenticated;

create function public.undo_quick_apply(application_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications;
  poster uuid;
begin
  if auth.uid() is null or not private.session_meets_two_step() then
    raise exception 'Sign in to undo an application' using errcode = '42501';
  end if;
  select * into app from public.applications a where a.id = undo_quick_apply.application_id for update;
  if app.id is null or app.applicant_id <> auth.uid() then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if app.applied_via <> 'quick' then
    raise exception 'Only a quick application can be undone; withdraw it instead' using errcode = '22023',
      hint = 'not_quick';
  end if;
  if app.created_at < now() - interval '10 seconds'
     or app.status <> 'submitted'
     or exists (select 1 from public.application_events e where e.application_id = app.id and e.from_status is not null) then
    raise exception 'It is too late to undo this application; you can withdraw it instead' using errcode = '22023',
      hint = 'undo_expired';
  end if;
  select o.posted_by into poster from public.opportunities o where o.id = app.opportunity_id;
  delete from public.notifications n
  where n.recipient_id = poster and n.type = 'application_received' and n.entity_id = app.opportunity_id
    and n.actor_id = app.applicant_id and n.created_at >= app.created_at;
  delete from public.analytics_events e
  where e.owner_id = poster and e.actor_id = app.applicant_id and e.event_type = 'application'
    and e.entity_id = app.opportunity_id and e.created_at >= app.created_at;
  delete from public.applications a where a.id = app.id;
  update public.opportunities o set application_count = greatest(o.application_count - 1, 0)
  where o.id = app.opportunity_id;
end $$;
revoke all on function public.undo_quick_apply(uuid) from public, anon;
grant execute on function public.undo_quick_apply(uuid) to authenticated;
