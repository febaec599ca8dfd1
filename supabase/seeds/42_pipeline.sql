-- Issue 34 item 4: Northwind Labs runs its own hiring pipeline. Its default pipeline names the steps of its
-- process (a screening call and a take-home task inside "under review", two interview rounds), with its own
-- words for a rejection; its criteria are scored by both of its reviewers (the company page and Daniel Reyes)
-- on the applications it has received. BrightPath keeps the built-in stages, so both kinds can be seen.

do $$
declare
  northwind uuid := (select o.id from public.organisations o where lower(o.name) = 'northwind labs');
  company uuid := '00000000-0000-4000-8000-000000000002';
  employer uuid := '00000000-0000-4000-8000-000000000003';
  app record;
  crit record;
  k int := 0;
begin
  if northwind is null then
    return;
  end if;
  insert into public.pipeline_stages (organisation_id, position, name, status, notify, template, on_close)
  values
    (northwind, 1, 'Applied', 'submitted', true,
     'Hi {{applicant_first_name}}, thanks for applying to {{opportunity_title}} at {{organisation_name}}. A member of the team reads every application; you will hear from us within five working days.', false),
    (northwind, 2, 'Screening call', 'under_review', false,
     'Hi {{applicant_first_name}}, we would like a 20-minute call about {{opportunity_title}}. Expect an e-mail from our talent team to find a time.', false),
    (northwind, 3, 'Take-home task', 'under_review', true,
     'Hi {{applicant_first_name}}, the next step for {{opportunity_title}} is a short take-home task (about two hours). You will find it in your inbox; take the week you need.', false),
    (northwind, 4, 'Shortlisted', 'shortlisted', true,
     'Hi {{applicant_first_name}}, your task impressed us: you are on the shortlist for {{opportunity_title}}.', false),
    (northwind, 5, 'Team interview', 'interview', true,
     'Hi {{applicant_first_name}}, {{organisation_name}} would like you to meet the team you would join for {{opportunity_title}}.', false),
    (northwind, 6, 'Final interview', 'interview', false,
     'Hi {{applicant_first_name}}, one last conversation for {{opportunity_title}}: you will meet our head of engineering.', false),
    (northwind, 7, 'Offer', 'offered', true,
     'Hi {{applicant_first_name}}, we are delighted to offer you {{opportunity_title}} at {{organisation_name}}. Your offer letter follows by e-mail.', false),
    (northwind, 8, 'Hired', 'accepted', true,
     'Welcome to {{organisation_name}}, {{applicant_first_name}}! We will send your first-day details for {{opportunity_title}} soon.', false),
    (northwind, 9, 'Not selected', 'rejected', true,
     'Hi {{applicant_first_name}}, thank you for the time you gave {{opportunity_title}}. We have decided to continue with other candidates this time. We keep your profile and would be glad to see you apply again.', false),
    (northwind, 10, 'Position closed', 'rejected', true,
     'Hi {{applicant_first_name}}, {{organisation_name}} has closed {{opportunity_title}} and is no longer hiring for it, so your application will not move forward. Thank you for applying.', true);

  insert into public.scorecard_criteria (organisation_id, position, name, description)
  values
    (northwind, 1, 'Technical skills', 'Code, data or design work shown in the application and the task.'),
    (northwind, 2, 'Communication', 'Writes and explains clearly; asks good questions.'),
    (northwind, 3, 'Product sense', 'Thinks about the people who use what we build.'),
    (northwind, 4, 'Team fit', 'Would make the team better and enjoy the way we work.');

  perform private.stage_unstaged_applications(private.default_pipeline_opportunities(northwind));

  -- Some of those under review have reached the take-home task; some interviews are final rounds.
  update public.applications a set stage_id = s.id
  from public.pipeline_stages s
  where s.organisation_id = northwind and s.name = 'Take-home task' and a.status = 'under_review'
    and a.opportunity_id = any (private.default_pipeline_opportunities(northwind))
    and a.applicant_id <> '00000000-0000-4000-8000-000000000001';

  -- Both reviewers score the applications Northwind has received (not the withdrawn ones).
  for app in
    select a.id, a.applicant_id from public.applications a
    where a.opportunity_id = any (private.default_pipeline_opportunities(northwind)) and a.status <> 'withdrawn'
    order by a.created_at, a.id
  loop
    k := k + 1;
    for crit in select c.id, c.position from public.scorecard_criteria c where c.organisation_id = northwind loop
      insert into public.scorecard_scores (application_id, criterion_id, reviewer_id, score, note)
      values (app.id, crit.id, company, least(5, greatest(1, 2 + k % 3 + (k + crit.position) % 3 - 1)),
        case crit.position when 1 then case when k % 2 = 0 then 'Solid portfolio; the SQL project stood out.'
                                            else 'Some gaps in testing, keen to learn.' end
                           when 2 then 'Clear, friendly cover letter.' end);
      if k % 3 <> 0 then
        insert into public.scorecard_scores (application_id, criterion_id, reviewer_id, score, note)
        values (app.id, crit.id, employer, least(5, greatest(1, 2 + (k + 1) % 3 + (k * 2 + crit.position) % 3 - 1)),
          case crit.position when 4 then 'Would pair well with the data platform team.' end);
      end if;
    end loop;
  end loop;
end $$;
