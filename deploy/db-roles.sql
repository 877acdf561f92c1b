-- ReviewKaro's database roles (decision 114): run as a superuser, again after every change here;
-- safe to run on a new or an existing database.
--
--   psql -v ON_ERROR_STOP=1 -d reviewkaro \
--     -v owner_password=… -v app_password=… -v backup_password=… -f deploy/db-roles.sql
--
-- reviewkaro_owner   owns the database, its schemas, tables and functions; only `migrate` uses it
-- reviewkaro_app     the app servers: reads and writes rows (SELECT, INSERT, UPDATE, DELETE),
--                    sequences and functions; cannot create, alter, drop or truncate anything
-- reviewkaro_backup  pg_dump: reads everything, changes nothing
--
-- compose.yaml runs it from the one-shot `db-roles` before `migrate`. The app needs nothing
-- beyond rows: advisory locks, LISTEN/NOTIFY and its triggers' functions take no privilege, and
-- it creates no temporary table and sets no server setting at run time.

\set ON_ERROR_STOP on
-- A second run's "already a member" is the state we want, not news.
set client_min_messages = warning;

select 'create role reviewkaro_owner' where not exists (select from pg_roles where rolname = 'reviewkaro_owner') \gexec
select 'create role reviewkaro_app' where not exists (select from pg_roles where rolname = 'reviewkaro_app') \gexec
select 'create role reviewkaro_backup' where not exists (select from pg_roles where rolname = 'reviewkaro_backup') \gexec

alter role reviewkaro_owner with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password :'owner_password';
alter role reviewkaro_app with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password :'app_password';
alter role reviewkaro_backup with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password :'backup_password';
-- Even a mistake in a grant below cannot let the backup write.
alter role reviewkaro_backup set default_transaction_read_only = on;

-- The owner owns the database, so it may create schemas (drizzle's) and the trusted pg_trgm.
select format('alter database %I owner to reviewkaro_owner', current_database()) \gexec
alter schema public owner to reviewkaro_owner;
revoke create on schema public from public;
revoke all on database :"DBNAME" from public;
grant connect on database :"DBNAME" to reviewkaro_app, reviewkaro_backup;

-- An installation from before decision 114 has everything owned by its superuser: hand it over.
-- Objects of an extension (pg_trgm's functions) stay with the extension.
select format('alter schema %I owner to reviewkaro_owner', nspname)
  from pg_namespace where nspname = 'drizzle' and nspowner <> 'reviewkaro_owner'::regrole \gexec
select format('alter table %I.%I owner to reviewkaro_owner', c.relnamespace::regnamespace, c.relname)
  from pg_class c
  where c.relnamespace in ('public'::regnamespace, coalesce(to_regnamespace('drizzle'), 'public'::regnamespace))
    and c.relkind in ('r', 'p', 'v', 'm', 'f')
    and c.relowner <> 'reviewkaro_owner'::regrole
    and not exists (select from pg_depend d where d.objid = c.oid and d.deptype = 'e') \gexec
select format('alter sequence %s owner to reviewkaro_owner', c.oid::regclass)
  from pg_class c
  where c.relnamespace in ('public'::regnamespace, coalesce(to_regnamespace('drizzle'), 'public'::regnamespace))
    and c.relkind = 'S'
    and c.relowner <> 'reviewkaro_owner'::regrole
    and not exists (select from pg_depend d where d.objid = c.oid and d.deptype in ('e', 'a', 'i')) \gexec
select format('alter function %s owner to reviewkaro_owner', p.oid::regprocedure)
  from pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and p.proowner <> 'reviewkaro_owner'::regrole
    and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e') \gexec

-- The apps: rows only, in public (drizzle's migration table is the owner's alone).
grant usage on schema public to reviewkaro_app, reviewkaro_backup;
grant select, insert, update, delete on all tables in schema public to reviewkaro_app;
grant usage, select, update on all sequences in schema public to reviewkaro_app;
grant execute on all functions in schema public to reviewkaro_app;
-- Tables a later migration creates get the same grants (the owner creates them).
alter default privileges for role reviewkaro_owner in schema public
  grant select, insert, update, delete on tables to reviewkaro_app;
alter default privileges for role reviewkaro_owner in schema public
  grant usage, select, update on sequences to reviewkaro_app;
alter default privileges for role reviewkaro_owner in schema public
  grant execute on functions to reviewkaro_app;

-- The backup reads every table, drizzle's too, now and later (PostgreSQL 14+).
grant pg_read_all_data to reviewkaro_backup;
