import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { RunningStack } from '../src/server.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'
import { noRelationship } from './helpers.ts'

/**
 * PostgREST's resource embedding through views (a view carries the foreign keys of the base-table
 * columns it exposes, renamed or through other views) and over self-references, as its documentation
 * ("Resource Embedding") and EmbedDisambiguationSpec state it. A stack of its own with fixtures this
 * file creates, then a schema-cache reload.
 */
let running: RunningStack
let db: SupabaseClient

beforeAll(async () => {
  running = await startFixtureStack({})
  await running.stack.db.exec(`
    create table public.clients (id int primary key, name text not null);
    create table public.projects (
      id int primary key, name text not null, client_id int references public.clients (id)
    );
    insert into public.clients values (1, 'Microsoft'), (2, 'Apple');
    insert into public.projects values (1, 'Windows 7', 1), (2, 'Windows 10', 1), (3, 'IOS', 2);

    -- A view renaming the key column, one over it, one without it, and one of the referenced table.
    create view public.projects_view as select id, name as title, client_id from public.projects;
    create view public.projects_view_v2 as select id, title, client_id from public.projects_view;
    create view public.projects_no_key as select id, name from public.projects;
    create view public.clients_view as select id as client_key, name from public.clients;

    -- A table of an unexposed schema, reachable through a view (the docs' "embedding a table from another schema").
    create schema embed_private;
    create table embed_private.details (id int primary key references public.clients (id), phone text);
    insert into embed_private.details values (1, '555-0100');
    create view public.client_details as select id, phone from embed_private.details;

    -- Self-references: one key, and two keys to the same table.
    create table public.employees (
      id int primary key, name text not null, manager_id int references public.employees (id)
    );
    insert into public.employees values (1, 'Ada', null), (2, 'Grace', 1), (3, 'Linus', 1), (4, 'Ken', 2);
    create table public.organizations (
      id int primary key, name text not null,
      referee int references public.organizations (id), auditor int references public.organizations (id)
    );
    insert into public.organizations values
      (1, 'Referee Org', null, null), (2, 'Auditor Org', null, null), (3, 'Acme', 1, 2), (4, 'Umbrella', 1, 2);

    grant select on public.clients, public.projects, public.projects_view, public.projects_view_v2,
      public.projects_no_key, public.clients_view, public.client_details, public.employees,
      public.organizations to anon, authenticated;
  `)
  running.stack.reloadSchema()
  db = createClient(running.url, running.stack.keys.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  })
})
afterAll(() => running?.close())

describe('rest embedding through views', () => {
  it('embeds a table into a view through the base table key, under the view column name', async () => {
    const { data, error } = await db.from('projects_view').select('title, client:clients(name)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'Windows 7', client: { name: 'Microsoft' } },
      { title: 'Windows 10', client: { name: 'Microsoft' } },
      { title: 'IOS', client: { name: 'Apple' } },
    ])
  })

  it('embeds a view into a table as a one-to-many', async () => {
    const { data, error } = await db
      .from('clients')
      .select('name, projects_view(title)')
      .order('id')
      .order('id', { referencedTable: 'projects_view' })
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Microsoft', projects_view: [{ title: 'Windows 7' }, { title: 'Windows 10' }] },
      { name: 'Apple', projects_view: [{ title: 'IOS' }] },
    ])
  })

  it('embeds a view into a view, the referenced key renamed too', async () => {
    const { data, error } = await db.from('projects_view').select('title, clients_view(name)').eq('id', 3)
    expect(error).toBeNull()
    expect(data).toEqual([{ title: 'IOS', clients_view: { name: 'Apple' } }])
    const back = await db.from('clients_view').select('name, projects_view(title)').eq('client_key', 2)
    expect(back.error).toBeNull()
    expect(back.data).toEqual([{ name: 'Apple', projects_view: [{ title: 'IOS' }] }])
  })

  it('follows a view built on another view', async () => {
    const { data, error } = await db.from('projects_view_v2').select('title, clients(name)').eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ title: 'Windows 7', clients: { name: 'Microsoft' } }])
  })

  it('names the target by the view key column when the target is a table', async () => {
    const { data, error } = await db.from('projects_view').select('title, client_id(name)').eq('id', 2)
    expect(error).toBeNull()
    expect(data).toEqual([{ title: 'Windows 10', client_id: { name: 'Microsoft' } }])
  })

  it('reaches a table of an unexposed schema through a view, one-to-one when its key is unique', async () => {
    const { data, error } = await db.from('clients').select('name, client_details(phone)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Microsoft', client_details: { phone: '555-0100' } },
      { name: 'Apple', client_details: null },
    ])
  })

  it('answers PGRST200 for a view that does not expose the key column', async () => {
    const { data, error, status } = await db.from('projects_no_key').select('name, clients(name)')
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject(noRelationship('projects_no_key', 'clients'))
  })
})

describe('rest embedding over self-references', () => {
  it('embeds the many-to-one side by the key column name', async () => {
    const { data, error } = await db.from('employees').select('name, manager:manager_id(name)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Ada', manager: null },
      { name: 'Grace', manager: { name: 'Ada' } },
      { name: 'Linus', manager: { name: 'Ada' } },
      { name: 'Ken', manager: { name: 'Grace' } },
    ])
  })

  it('embeds the one-to-many side by the table name, or the table with the key column as hint', async () => {
    const plain = await db
      .from('employees')
      .select('name, reports:employees(name)')
      .eq('id', 1)
      .order('id', { referencedTable: 'reports' })
    expect(plain.error).toBeNull()
    expect(plain.data).toEqual([{ name: 'Ada', reports: [{ name: 'Grace' }, { name: 'Linus' }] }])
    const hinted = await db.from('employees').select('name, reports:employees!manager_id(name)').eq('id', 2)
    expect(hinted.error).toBeNull()
    expect(hinted.data).toEqual([{ name: 'Grace', reports: [{ name: 'Ken' }] }])
  })

  it('nests both sides', async () => {
    const { data, error } = await db
      .from('employees')
      .select('name, manager:manager_id(name, manager:manager_id(name))')
      .eq('id', 4)
    expect(error).toBeNull()
    expect(data).toEqual([{ name: 'Ken', manager: { name: 'Grace', manager: { name: 'Ada' } } }])
  })

  it('does not take a constraint name as the hint of a self-reference (PostgREST disambiguates by column)', async () => {
    const { error, status } = await db.from('employees').select('name, employees!employees_manager_id_fkey(name)')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST200')
  })

  it('embeds each of two self-references by its column, and their children with a column hint', async () => {
    const parents = await db.from('organizations').select('name, referee(name), auditor(name)').eq('id', 3)
    expect(parents.error).toBeNull()
    expect(parents.data).toEqual([{ name: 'Acme', referee: { name: 'Referee Org' }, auditor: { name: 'Auditor Org' } }])
    const children = await db
      .from('organizations')
      .select('name, auditees:organizations!auditor(name)')
      .eq('id', 2)
      .order('id', { referencedTable: 'auditees' })
    expect(children.error).toBeNull()
    expect(children.data).toEqual([{ name: 'Auditor Org', auditees: [{ name: 'Acme' }, { name: 'Umbrella' }] }])
  })

  it('answers PGRST201 with both one-to-many candidates when two self-references meet without a hint', async () => {
    const { data, error, status } = await db.from('organizations').select('name, organizations(name)')
    expect(data).toBeNull()
    expect(status).toBe(300)
    expect(error?.code).toBe('PGRST201')
    expect(error?.message).toBe(
      "Could not embed because more than one relationship was found for 'organizations' and 'organizations'",
    )
    const details = error?.details as unknown as Array<Record<string, string>>
    expect(details).toHaveLength(2)
    expect(details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'one-to-many',
          embedding: 'organizations with organizations',
          relationship: 'organizations_referee_fkey using organizations(id) and organizations(referee)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'organizations with organizations',
          relationship: 'organizations_auditor_fkey using organizations(id) and organizations(auditor)',
        },
      ]),
    )
    expect(error?.hint).toMatch(/^Try changing 'organizations' to one of the following: /)
    expect(error?.hint).toContain("'organizations!organizations_referee_fkey'")
    expect(error?.hint).toContain("'organizations!organizations_auditor_fkey'")
  })
})
