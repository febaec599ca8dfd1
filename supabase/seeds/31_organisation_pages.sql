-- Issue 33 item 3: organisation pages. The trigger on user_profiles linked every demo organisation's members
-- (the first as admin, the others pending); here both Northwind Labs accounts and both BrightPath accounts
-- run their pages, every page gets its about text, and students follow the organisations they care about.

update public.organisation_members m set role = 'admin', title = x.title
from (values
  ('00000000-0000-4000-8000-000000000002'::uuid, 'Northwind Labs', 'Company page'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'Northwind Labs', 'Talent partner'),
  ('00000000-0000-4000-8000-000000000017'::uuid, 'BrightPath Analytics', 'Recruiter'),
  ('00000000-0000-4000-8000-000000000023'::uuid, 'BrightPath Analytics', 'Company page'),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'Lakeside University', 'Careers and partnerships office'),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'Harbor Ventures', 'Partner'),
  ('00000000-0000-4000-8000-000000000008'::uuid, 'Whitfield Foundation', 'Executive director'),
  ('00000000-0000-4000-8000-000000000020'::uuid, 'Martin Impact Capital', 'Founding partner'),
  ('00000000-0000-4000-8000-000000000024'::uuid, 'Northbridge University', 'University page')
) as x (member_id, org_name, title)
join public.organisations o on lower(o.name) = lower(x.org_name)
where m.member_id = x.member_id and m.organisation_id = o.id;

update public.organisations o set about = x.about, website = coalesce(o.website, x.website), updated_at = now()
from (values
  ('Northwind Labs',
   'Northwind Labs builds developer tools for data teams: pipeline testing, lineage and a query editor used by '
   || 'more than 2,000 companies. We are 140 people across Berlin and remote Europe, and every summer our interns '
   || 'ship to production with a mentor from the team they join.', 'https://northwind.example'),
  ('Lakeside University',
   'Lakeside University is a public research university in Toronto with 24,000 students. Our careers and '
   || 'partnerships office connects students with co-ops, internships and research projects, and runs two career '
   || 'fairs a year with more than forty employers.', 'https://lakeside.example'),
  ('Harbor Ventures',
   'Harbor Ventures is a pre-seed fund for student founders. We write first cheques of £25k–£150k, hold weekly '
   || 'office hours in London, and help teams find their first customers and co-founders.', 'https://harbor.example'),
  ('Whitfield Foundation',
   'The Whitfield Foundation funds scholarships, mentoring and emergency grants for first-generation students. '
   || 'Since 2009 we have supported more than 1,200 scholars at 30 universities.', 'https://whitfield-foundation.example'),
  ('BrightPath Analytics',
   'BrightPath Analytics helps cities, hospitals and transport agencies make decisions with data. Our 400 '
   || 'consultants and engineers work from Amsterdam, Berlin and Lisbon; summer internships in data science and '
   || 'engineering open every January.', 'https://brightpath.example'),
  ('Martin Impact Capital',
   'Martin Impact Capital invests in early-stage edtech and climate startups led by students and recent '
   || 'graduates, and mentors founders through their first fundraise.', null),
  ('Northbridge University',
   'Northbridge University educates 18,000 engineers, designers and scientists in Manchester. Our makerspace, '
   || 'industry placements and hackathons put students to work on real problems from their first year.',
   'https://northbridge.example')
) as x (name, about, website)
where lower(o.name) = lower(x.name);

-- The company and university accounts existed before 14_organisations.sql described them: their pages take
-- the details from the earliest admin's profile, as the trigger does for a page it creates.
update public.organisations o set
  sector = coalesce(o.sector, p.sector),
  organization_size = coalesce(o.organization_size, p.organization_size),
  headquarters = coalesce(o.headquarters, p.headquarters)
from (
  select distinct on (m.organisation_id) m.organisation_id, u.sector, u.organization_size, u.headquarters
  from public.organisation_members m join public.user_profiles u on u.user_id = m.member_id
  where m.role = 'admin'
  order by m.organisation_id, m.created_at
) p
where p.organisation_id = o.id;

-- Students follow their university and the employers they want to work for (the counters follow by trigger).
insert into public.organisation_follows (member_id, organisation_id, created_at)
select f.member_id, o.id, now() - f.ago
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, 'Northwind Labs', interval '40 days'),
  ('00000000-0000-4000-8000-000000000001'::uuid, 'Lakeside University', interval '300 days'),
  ('00000000-0000-4000-8000-000000000001'::uuid, 'Whitfield Foundation', interval '12 days'),
  ('00000000-0000-4000-8000-000000000009'::uuid, 'Northwind Labs', interval '22 days'),
  ('00000000-0000-4000-8000-000000000009'::uuid, 'Lakeside University', interval '200 days'),
  ('00000000-0000-4000-8000-000000000010'::uuid, 'Northwind Labs', interval '15 days'),
  ('00000000-0000-4000-8000-000000000010'::uuid, 'Lakeside University', interval '260 days'),
  ('00000000-0000-4000-8000-000000000010'::uuid, 'BrightPath Analytics', interval '8 days'),
  ('00000000-0000-4000-8000-000000000011'::uuid, 'Northbridge University', interval '320 days'),
  ('00000000-0000-4000-8000-000000000011'::uuid, 'Northwind Labs', interval '30 days'),
  ('00000000-0000-4000-8000-000000000012'::uuid, 'Northbridge University', interval '280 days'),
  ('00000000-0000-4000-8000-000000000012'::uuid, 'Harbor Ventures', interval '18 days'),
  ('00000000-0000-4000-8000-000000000012'::uuid, 'Martin Impact Capital', interval '16 days'),
  ('00000000-0000-4000-8000-000000000013'::uuid, 'Lakeside University', interval '150 days'),
  ('00000000-0000-4000-8000-000000000014'::uuid, 'Lakeside University', interval '400 days'),
  ('00000000-0000-4000-8000-000000000014'::uuid, 'Northwind Labs', interval '5 days'),
  ('00000000-0000-4000-8000-000000000015'::uuid, 'Northbridge University', interval '190 days'),
  ('00000000-0000-4000-8000-000000000015'::uuid, 'BrightPath Analytics', interval '25 days'),
  ('00000000-0000-4000-8000-000000000016'::uuid, 'Northbridge University', interval '120 days'),
  ('00000000-0000-4000-8000-000000000016'::uuid, 'Whitfield Foundation', interval '60 days'),
  ('00000000-0000-4000-8000-000000000019'::uuid, 'Lakeside University', interval '230 days'),
  ('00000000-0000-4000-8000-000000000019'::uuid, 'Harbor Ventures', interval '35 days'),
  ('00000000-0000-4000-8000-000000000019'::uuid, 'Martin Impact Capital', interval '20 days'),
  ('00000000-0000-4000-8000-000000000021'::uuid, 'Lakeside University', interval '180 days'),
  ('00000000-0000-4000-8000-000000000021'::uuid, 'Northwind Labs', interval '11 days'),
  ('00000000-0000-4000-8000-000000000022'::uuid, 'Northbridge University', interval '210 days'),
  ('00000000-0000-4000-8000-000000000022'::uuid, 'BrightPath Analytics', interval '9 days'),
  ('00000000-0000-4000-8000-000000000005'::uuid, 'Lakeside University', interval '500 days'),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'Northwind Labs', interval '70 days')
) as f (member_id, org_name, ago)
join public.organisations o on lower(o.name) = lower(f.org_name)
on conflict do nothing;
