-- Demo data for local development: one confirmed account per profile type.
-- Every demo account signs in with the password "demo-password".

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
  extensions.crypt('demo-password', extensions.gen_salt('bf', 10)), now() - interval '90 days',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('full_name', d.name, 'name', d.name, 'first_name', d.first_name, 'last_name', d.last_name,
    'email_verified', true),
  now() - interval '90 days', now()
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, 'student@demo.campus.test', 'Maya Okafor', 'Maya', 'Okafor'),
  ('00000000-0000-4000-8000-000000000002'::uuid, 'company@demo.campus.test', 'Northwind Labs', 'Northwind', 'Labs'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'employer@demo.campus.test', 'Daniel Reyes', 'Daniel', 'Reyes'),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'university@demo.campus.test', 'Lakeside University', 'Lakeside', 'University'),
  ('00000000-0000-4000-8000-000000000005'::uuid, 'professor@demo.campus.test', 'Prof. Amara Singh', 'Amara', 'Singh'),
  ('00000000-0000-4000-8000-000000000006'::uuid, 'influencer@demo.campus.test', 'Leo Martins', 'Leo', 'Martins'),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'investor@demo.campus.test', 'Harbor Ventures', 'Harbor', 'Ventures'),
  ('00000000-0000-4000-8000-000000000008'::uuid, 'philanthropist@demo.campus.test', 'Grace Whitfield', 'Grace', 'Whitfield')
) as d (id, email, name, first_name, last_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', now()
from auth.users u where u.email like '%@demo.campus.test';

insert into public.user_profiles (user_id, email, name, first_name, last_name, headline, bio, location, profile_type,
  university, skills, interests, linkedin, github, website, phone, show_phone, verification_status)
select u.id, u.email, p.name, p.first_name, p.last_name, p.headline, p.bio, p.location, p.profile_type,
  p.university, p.skills, p.interests, p.linkedin, p.github, p.website, p.phone, false, p.verification
from auth.users u
join (values
  ('student@demo.campus.test', 'Maya Okafor', 'Maya', 'Okafor', 'Computer Science student · ML & accessibility',
   'Third-year CS student at Lakeside University. I build accessible web apps and tinker with small language models.',
   'Toronto, Canada', 'student', 'Lakeside University', array['TypeScript', 'React', 'Python', 'Machine learning'],
   array['Accessibility', 'Hackathons', 'Open source'], 'https://www.linkedin.com/in/maya-okafor', 'https://github.com/mayaokafor',
   null, '+1 416 555 0101', 'verified'),
  ('company@demo.campus.test', 'Northwind Labs', 'Northwind', 'Labs', 'Developer tools for data teams',
   'We build developer tools that help data teams ship faster. Hiring interns and new grads every season.',
   'Berlin, Germany', 'company', null, array['Data engineering', 'Developer tools'], array['Internships', 'Open source'],
   'https://www.linkedin.com/company/northwind-labs', null, 'https://northwind.example', null, 'unverified'),
  ('employer@demo.campus.test', 'Daniel Reyes', 'Daniel', 'Reyes', 'Talent partner at Northwind Labs',
   'I help students find their first role in engineering and design.', 'Lisbon, Portugal', 'employer', null,
   array['Recruiting', 'Career coaching'], array['Early careers'], null, null, null, null, 'unverified'),
  ('university@demo.campus.test', 'Lakeside University', 'Lakeside', 'University', 'A public research university',
   'Lakeside University partners with industry to give 24,000 students real-world experience.', 'Toronto, Canada',
   'university', 'Lakeside University', array['Research', 'Partnerships'], array['Industry partnerships', 'Student success'],
   null, null, 'https://lakeside.example', null, 'verified'),
  ('professor@demo.campus.test', 'Prof. Amara Singh', 'Amara', 'Singh', 'Professor of Human-Computer Interaction',
   'I lead the Inclusive Interfaces Lab and supervise undergraduate research projects.', 'Toronto, Canada', 'professor',
   'Lakeside University', array['HCI', 'Research methods'], array['Accessibility', 'Mentoring'], null, null, null, null, 'verified'),
  ('influencer@demo.campus.test', 'Leo Martins', 'Leo', 'Martins', 'Career creator · 120k followers',
   'I share practical advice about internships, portfolios and interviews.', 'São Paulo, Brazil', 'influencer', null,
   array['Content', 'Career advice'], array['Early careers', 'Design'], null, null, null, null, 'unverified'),
  ('investor@demo.campus.test', 'Harbor Ventures', 'Harbor', 'Ventures', 'Pre-seed fund for student founders',
   'We back student founders at the earliest stage with cheques from $50k to $250k.', 'London, United Kingdom',
   'investor', null, array['Venture capital'], array['Student startups', 'Climate'], null, null, 'https://harbor.example', null, 'unverified'),
  ('philanthropist@demo.campus.test', 'Grace Whitfield', 'Grace', 'Whitfield', 'Whitfield Foundation · scholarships',
   'The Whitfield Foundation funds scholarships for first-generation students.', 'Boston, United States',
   'philanthropist', null, array['Grant making'], array['Scholarships', 'Education access'], null, null, null, null, 'unverified')
) as p (email, name, first_name, last_name, headline, bio, location, profile_type, university, skills, interests,
        linkedin, github, website, phone, verification)
  on p.email = u.email;

-- Requests waiting for the student, so the associates badge shows something real.
insert into public.associate_requests (sender_id, recipient_id, message, created_at) values
  ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000001',
   'Enjoyed your accessibility project at the showcase. Let''s stay in touch!', now() - interval '2 days'),
  ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001',
   'We have internships opening soon that match your skills.', now() - interval '5 hours'),
  ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000004', null, now() - interval '1 day');
