-- Issue 33 item 1: career sections for every demo account and several network members. Entries name their
-- organisation by text; the database links those that are on the platform (organisations made here first).

select private.ensure_organisation(n, k) from (values
  ('Northwind Labs', 'company'), ('BrightPath Analytics', 'company'), ('Lakeside University', 'university'),
  ('Northbridge University', 'university'), ('Harbor Ventures', 'investor'), ('Martin Impact Capital', 'investor'),
  ('Whitfield Foundation', 'philanthropy')) as o (n, k);

-- Maya and her professor work together; associates, so the professor may recommend her.
insert into public.associates (user_id, associate_id, created_at)
values ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001', now() - interval '200 days')
on conflict do nothing;

insert into public.experience (member_id, organisation_name, title, location, start_month, end_month, description, position)
select ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, org, title, loc,
  start_m::date, end_m::date, descr, pos
from (values
  (1, 'Northwind Labs', 'Software Engineering Intern', 'Berlin, Germany (remote)', '2025-05-01', '2025-08-01',
   'Built keyboard navigation and screen-reader labels for the query editor; cut accessibility issues in the audit from 41 to 6.', 0),
  (1, 'Lakeside University', 'Research Assistant, Inclusive Interfaces Lab', 'Toronto, Canada', '2024-09-01', null,
   'Running a screen-reader usability study with 24 participants and prototyping small on-device language models for alt text.', 1),
  (1, 'Campus Bytes Café', 'Barista', 'Toronto, Canada', '2023-09-01', '2024-04-01', null, 2),
  (3, 'Northwind Labs', 'Senior Talent Partner, Early Careers', 'Berlin, Germany', '2022-03-01', null,
   'Run Northwind''s intern and new-grad hiring across Europe and Canada: 30 hires a year, campus partnerships with six universities.', 0),
  (3, 'BrightPath Analytics', 'Technical Recruiter', 'Amsterdam, Netherlands', '2019-06-01', '2022-02-01',
   'Hired data analysts and engineers for public-sector projects.', 1),
  (5, 'Lakeside University', 'Associate Professor of Human-Computer Interaction', 'Toronto, Canada', '2019-07-01', null,
   'Lead the Inclusive Interfaces Lab; teach HCI and accessible design to 300 students a year.', 0),
  (5, 'Northbridge University', 'Postdoctoral Researcher', 'Manchester, United Kingdom', '2016-09-01', '2019-06-01',
   'Studied how blind developers navigate code with screen readers.', 1),
  (6, 'Independent', 'Career Content Creator', 'Lisbon, Portugal', '2021-01-01', null,
   'Weekly videos and posts on portfolios, interviews and first jobs for 120,000 students.', 0),
  (6, 'Northwind Labs', 'Developer Advocate', 'Berlin, Germany', '2018-04-01', '2020-12-01', null, 1),
  (7, 'Harbor Ventures', 'Pre-seed investment team', 'London, United Kingdom', '2020-01-01', null,
   'Pre-seed cheques for student and recent-graduate founders in climate and education.', 0),
  (8, 'Whitfield Foundation', 'Executive Director', 'Boston, United States', '2017-01-01', null,
   'Lead a foundation that funds first-generation students: 40 scholarships and 12 community grants a year.', 0),
  (8, 'Boston Public Schools', 'Head of College Access', 'Boston, United States', '2010-09-01', '2016-12-01', null, 1),
  (9, 'BrightPath Analytics', 'Data Analyst Intern', 'Amsterdam, Netherlands', '2025-06-01', '2025-08-01',
   'Forecast emergency-room demand for two city hospitals.', 0),
  (10, 'Northwind Labs', 'Frontend Engineering Intern', 'Berlin, Germany', '2025-05-01', '2025-09-01', null, 0),
  (14, 'Lakeside University', 'Graduate Research Assistant', 'Milan, Italy (remote)', '2024-09-01', null,
   'Small language models for low-resource languages.', 0),
  (17, 'BrightPath Analytics', 'Recruiter, Early Careers', 'Berlin, Germany', '2021-02-01', null, null, 0),
  (18, 'Lakeside University', 'Associate Professor of Machine Learning', 'Toronto, Canada', '2018-07-01', null,
   'Run the Responsible AI group.', 0),
  (19, 'Campus Eats', 'Founder', 'Toronto, Canada', '2024-01-01', null, 'Meals from local kitchens to campus residences.', 0)
) as e (m, org, title, loc, start_m, end_m, descr, pos);

insert into public.education (member_id, institution_name, degree, field, start_month, end_month, description, position)
select ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, inst, degree, field,
  start_m::date, end_m::date, descr, pos
from (values
  (1, 'Lakeside University', 'BSc', 'Computer Science', '2023-09-01', '2027-06-01',
   'Minor in Cognitive Science. Dean''s list 2024 and 2025; vice-president of the Lakeside AI Society.', 0),
  (1, 'Riverside Collegiate Institute', 'High school diploma', null, '2019-09-01', '2023-06-01', null, 1),
  (3, 'University of Amsterdam', 'BA', 'Psychology', '2014-09-01', '2017-06-01', null, 0),
  (5, 'Northbridge University', 'PhD', 'Human-Computer Interaction', '2011-09-01', '2016-06-01', null, 0),
  (5, 'Lakeside University', 'BSc', 'Computer Science', '2007-09-01', '2011-06-01', null, 1),
  (6, 'Lakeside University', 'BA', 'Communication', '2013-09-01', '2017-06-01', null, 0),
  (8, 'Harvard Graduate School of Education', 'EdM', 'Education Policy', '2008-09-01', '2010-06-01', null, 0),
  (9, 'Lakeside University', 'BSc', 'Data Science', '2024-09-01', '2028-06-01', null, 0),
  (10, 'Lakeside University', 'BASc', 'Software Engineering', '2023-09-01', '2027-06-01', null, 0),
  (11, 'Northbridge University', 'MEng', 'Mechanical Engineering', '2022-09-01', '2027-06-01', null, 0),
  (12, 'Northbridge University', 'BSc', 'Economics and Computer Science', '2022-09-01', '2026-06-01', null, 0),
  (14, 'Lakeside University', 'MSc', 'Machine Learning', '2024-09-01', '2026-06-01', null, 0),
  (18, 'Northbridge University', 'PhD', 'Computer Science', '2010-09-01', '2015-06-01', null, 0),
  (19, 'Lakeside University', 'BCom', 'Business', '2023-09-01', '2027-06-01', null, 0),
  (21, 'Lakeside University', 'BASc', 'Computer Engineering', '2022-09-01', '2026-06-01', null, 0)
) as d (m, inst, degree, field, start_m, end_m, descr, pos);

insert into public.projects (id, member_id, name, url, description, start_month, end_month, position)
values
  ('30000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 'AltText Buddy',
   'https://github.com/mayaokafor/alttext-buddy',
   'A browser extension that suggests alt text with a small on-device model; 2nd place at the Lakeside Accessibility Hackathon.',
   '2025-02-01', '2025-04-01', 0),
  ('30000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Campus Wayfinding Map',
   'https://wayfinding.lakeside.example',
   'An accessible indoor map of the main campus with step-free routes.', '2024-10-01', null, 1),
  ('30000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000009', 'Courtside Stats',
   'https://courtside.example', 'Live basketball dashboards for the Lakeside Lakers.', '2025-01-01', null, 0),
  ('30000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000002', 'Northwind Query Studio',
   'https://northwind.example/studio', 'Our open-source SQL editor for data teams.', '2021-01-01', null, 0),
  ('30000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000004', 'Lakeside Open Data Portal',
   'https://data.lakeside.example', 'Campus transit, library and energy data, open to student projects.', '2022-09-01', null, 0);

-- Jonah (Maya's associate) built AltText Buddy with her.
insert into public.project_collaborators (project_id, member_id)
values ('30000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000009');

insert into public.certifications (member_id, name, issuer, issued_month, expires_month, credential_id, credential_url, position)
select ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, name, issuer, issued::date, expires::date, cred,
  url, pos
from (values
  (1, 'Web Accessibility Specialist (WAS)', 'IAAP', '2025-03-01', '2028-03-01', 'WAS-2025-1187', null, 0),
  (1, 'TensorFlow Developer Certificate', 'Google', '2024-11-01', '2027-11-01', null, null, 1),
  (2, 'ISO/IEC 27001 Information Security Management', 'BSI', '2024-02-01', '2027-02-01', 'IS 765432', null, 0),
  (3, 'Certified Diversity Recruiter', 'AIRS', '2023-05-01', null, null, null, 0),
  (4, 'Accredited member institution', 'Universities Canada', '1998-01-01', null, null, null, 0),
  (5, 'Certified Professional in Accessibility Core Competencies (CPACC)', 'IAAP', '2020-06-01', null, null, null, 0),
  (6, 'Content Marketing Certification', 'HubSpot Academy', '2022-08-01', '2024-08-01', null, null, 0),
  (7, 'Venture Capital Executive Programme', 'London Business School', '2019-11-01', null, null, null, 0),
  (8, 'Certified Fund Raising Executive (CFRE)', 'CFRE International', '2015-04-01', '2027-04-01', null, null, 0),
  (10, 'Web Accessibility Specialist (WAS)', 'IAAP', '2025-06-01', '2028-06-01', null, null, 0)
) as c (m, name, issuer, issued, expires, cred, url, pos);

insert into public.member_languages (member_id, language, proficiency)
select ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, lang, level
from (values
  (1, 'English', 'native'), (1, 'Yoruba', 'professional_working'), (1, 'French', 'limited_working'),
  (2, 'English', 'full_professional'), (2, 'German', 'native'),
  (3, 'Spanish', 'native'), (3, 'English', 'full_professional'), (3, 'German', 'professional_working'),
  (4, 'English', 'native'), (4, 'French', 'full_professional'),
  (5, 'English', 'native'), (5, 'Hindi', 'native'), (5, 'Punjabi', 'professional_working'),
  (6, 'Portuguese', 'native'), (6, 'English', 'full_professional'), (6, 'Spanish', 'professional_working'),
  (7, 'English', 'native'),
  (8, 'English', 'native'), (8, 'Spanish', 'elementary'),
  (9, 'English', 'native'), (9, 'Korean', 'limited_working'),
  (14, 'Italian', 'native'), (14, 'English', 'full_professional')
) as l (m, lang, level);

-- Endorsements of Maya's listed skills by her associates (Jonah, Leo, Prof. Singh), and a few elsewhere.
insert into public.skill_endorsements (member_id, skill, endorser_id, created_at)
select ('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, skill,
  ('00000000-0000-4000-8000-0000000000' || lpad(e::text, 2, '0'))::uuid, now() - (d || ' days')::interval
from (values
  (1, 'TypeScript', 9, 12), (1, 'TypeScript', 6, 20), (1, 'React', 9, 12), (1, 'Python', 5, 30),
  (1, 'Machine learning', 5, 30), (1, 'Machine learning', 9, 11),
  (9, 'Python', 1, 10), (9, 'SQL', 1, 10), (9, 'Python', 6, 8),
  (14, 'Machine learning', 18, 40), (14, 'NLP', 18, 40), (14, 'PyTorch', 9, 15),
  (5, 'Research', 4, 60)
) as x (m, skill, e, d)
where private.listed_skill(('00000000-0000-4000-8000-0000000000' || lpad(m::text, 2, '0'))::uuid, skill) is not null;

-- Maya: one recommendation approved (shown to others), one waiting for her answer.
insert into public.recommendations (recipient_id, author_id, relationship, body, status, created_at, decided_at)
values
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000005',
   'Supervised Maya in the Inclusive Interfaces Lab',
   'Maya joined my lab as a second-year student and within a term was running a 24-participant screen-reader study on her own. '
   || 'She writes careful code, asks the questions that change a study''s design, and presented her results to 200 people with '
   || 'calm and clarity. I recommend her without reservation for any engineering or research internship.',
   'approved', now() - interval '40 days', now() - interval '39 days'),
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000009',
   'Built AltText Buddy with Maya at the Lakeside Accessibility Hackathon',
   'In 48 hours Maya took our team from a vague idea to a working extension with an on-device model. She split the work so '
   || 'everyone could ship, and still found time to test with a screen-reader user before the demo.',
   'pending', now() - interval '2 days', null),
  ('00000000-0000-4000-8000-000000000014', '00000000-0000-4000-8000-000000000018',
   'Sofia''s thesis supervisor',
   'Sofia is one of the most independent MSc students I have supervised: her work on low-resource language models is ready for publication.',
   'approved', now() - interval '80 days', now() - interval '79 days');
