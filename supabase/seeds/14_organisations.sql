-- Issue 14 item 6 and issue 11 item 3: organisation details for every demo organisation and for the
-- members who represent one, and the (expected) graduation year of every demo student. The years match the
-- verification requests seeded in 18_university.sql.

update public.user_profiles u set
  organization_name = o.organization_name,
  organization_size = o.organization_size,
  sector = o.sector,
  headquarters = o.headquarters,
  website = coalesce(u.website, o.website)
from (values
  ('00000000-0000-4000-8000-000000000002'::uuid, 'Northwind Labs', '51-200', 'Developer tools', 'Berlin, Germany',
   'https://northwind.example'),
  ('00000000-0000-4000-8000-000000000003'::uuid, 'Northwind Labs', '51-200', 'Developer tools', 'Berlin, Germany',
   'https://northwind.example'),
  ('00000000-0000-4000-8000-000000000004'::uuid, 'Lakeside University', '1001+', 'Higher education',
   'Toronto, Canada', 'https://lakeside.example'),
  ('00000000-0000-4000-8000-000000000007'::uuid, 'Harbor Ventures', '1-10', 'Venture capital',
   'London, United Kingdom', 'https://harbor.example'),
  ('00000000-0000-4000-8000-000000000008'::uuid, 'Whitfield Foundation', '11-50', 'Education philanthropy',
   'Boston, United States', 'https://whitfield-foundation.example'),
  ('00000000-0000-4000-8000-000000000017'::uuid, 'BrightPath Analytics', '201-1000', 'Analytics consulting',
   'Amsterdam, Netherlands', 'https://brightpath.example'),
  ('00000000-0000-4000-8000-000000000020'::uuid, 'Martin Impact Capital', '1-10', 'Impact investing',
   'Paris, France', null),
  ('00000000-0000-4000-8000-000000000023'::uuid, 'BrightPath Analytics', '201-1000', 'Analytics consulting',
   'Amsterdam, Netherlands', 'https://brightpath.example'),
  ('00000000-0000-4000-8000-000000000024'::uuid, 'Northbridge University', '1001+', 'Higher education',
   'Manchester, United Kingdom', 'https://northbridge.example')
) as o (user_id, organization_name, organization_size, sector, headquarters, website)
where u.user_id = o.user_id;

-- Students: the year they graduate (expected), from how far along their bios say they are.
update public.user_profiles u set graduation_year = s.graduation_year
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, 2027), -- Maya Okafor, third-year BSc
  ('00000000-0000-4000-8000-000000000009'::uuid, 2028), -- Jonah Lee, second-year
  ('00000000-0000-4000-8000-000000000010'::uuid, 2027), -- Priya Nair
  ('00000000-0000-4000-8000-000000000011'::uuid, 2027), -- Tomás Silva, MEng
  ('00000000-0000-4000-8000-000000000012'::uuid, 2026), -- Aisha Bello
  ('00000000-0000-4000-8000-000000000013'::uuid, 2028), -- Ethan Brooks
  ('00000000-0000-4000-8000-000000000014'::uuid, 2026), -- Sofia Rossi, MSc
  ('00000000-0000-4000-8000-000000000015'::uuid, 2027), -- Kenji Tanaka
  ('00000000-0000-4000-8000-000000000016'::uuid, 2028), -- Zara Ahmed
  ('00000000-0000-4000-8000-000000000019'::uuid, 2027), -- Omar Haddad
  ('00000000-0000-4000-8000-000000000021'::uuid, 2026), -- Ravi Patel
  ('00000000-0000-4000-8000-000000000022'::uuid, 2026)  -- Nina Kowalski
) as s (user_id, graduation_year)
where u.user_id = s.user_id;
