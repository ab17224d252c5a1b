/**
 * The scale bench's data, written straight in SQL (generate_series) for speed, row for row as the
 * services write it: every task, comment, file, project, member and venture with its change record
 * (`data` and `fields` as `recordChanges` builds them), a third of the tasks moved along by a
 * `task.updated` change, and the notifications the notifications consumer derives (task
 * assignments, comments to the task's creator and assignee) with their `notification.created`
 * changes. Search needs nothing more: its indexes are expressions over the rows' own columns.
 *
 * Triggers are off while it writes (`session_replication_role = replica`), so the deferred
 * content-revision trigger does not update the workspace row once per task; the revision is set
 * afterwards to the number of bumps those triggers would have made.
 */
import type pg from 'pg';
import { taskCommentNotificationText } from '@groundwork/shared/comments/rules';
import { taskAssignmentNotificationText } from '@groundwork/shared/tasks/rules';

/** How much one workspace holds; `count` workspaces of this shape are written. */
export interface WorkspaceShape {
  label: string;
  count: number;
  /** People, the owner included: admins, project managers, clients and contractors in turn. */
  members: number;
  projects: number;
  tasksPerProject: number;
  comments: number;
  files: number;
  ventures: number;
}

/** The first workspace of a shape, and its owner, whom the bench signs in as. */
export interface SeededWorkspace {
  workspaceId: string;
  ownerId: string;
  projectId: string;
  taskId: string;
}

// Words of a builder's year; every fifth task title holds "kitchen" (a very common word).
const WORDS = [
  'plumbing',
  'tiles',
  'concrete',
  'drywall',
  'roofing',
  'wiring',
  'window',
  'framing',
  'paint',
  'flooring',
  'insulation',
  'gutter',
  'cabinet',
  'permit',
  'invoice',
  'scaffold',
  'timber',
  'boiler',
  'render',
  'skylight',
  'decking',
  'mortar',
  'joinery',
  'plaster',
];
const words = (n: string, step: number) =>
  `(array[${WORDS.map((word) => `'${word}'`).join(',')}])[1 + ((${n}) * ${step}) % ${WORDS.length}]`;

// The notification texts of shared rules, their variable parts filled in by SQL.
const assignment = taskAssignmentNotificationText('\u0001', '\u0002', '\u0003');
const comment = taskCommentNotificationText('\u0001', '\u0003');
const fill = (text: string) =>
  `replace(replace(replace(${literal(text)}, chr(1), t.title), chr(2), p.name), chr(3), actor.name)`;
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Writes `shape.count` workspaces of the shape inside the caller's transaction, people numbered
 * from `phoneBase` (their phone numbers must not meet another shape's).
 */
export async function seedWorkspaces(
  client: pg.Client,
  shape: WorkspaceShape,
  phoneBase: number,
): Promise<SeededWorkspace> {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const tasks = shape.projects * shape.tasksPerProject;
  const year = `interval '365 days'`;
  await q(`set local session_replication_role = replica`);
  await q(`drop table if exists seed_workspaces, seed_people, seed_projects, seed_tasks, seed_comments,
    seed_files, seed_notifications`);

  await q(
    `create temp table seed_workspaces on commit drop as
     select w, gen_random_uuid() as id, now() - ${year} - interval '10 days' as created_at
     from generate_series(1, $1::int) as w`,
    [shape.count],
  );
  await q(
    `create temp table seed_people on commit drop as
     select w.w, m, w.id as workspace_id, gen_random_uuid() as id,
            '+1' || ($1::bigint + (w.w - 1) * $2::int + m)::text as phone,
            case when m = 1 then 'Owner ' || $3 || ' ' || w.w else 'Person ' || m || ' of ' || $3 || ' ' || w.w end as name,
            case when m = 1 then 'admin' else (array['admin','project_manager','client','contractor'])[1 + (m + 3) % 4] end::member_role as role,
            w.created_at + make_interval(mins => m) as joined_at
     from seed_workspaces w cross join generate_series(1, $2::int) as m`,
    [4150000000 + phoneBase, shape.members, shape.label],
  );
  await q(`insert into users (id, phone_number, name, created_at, updated_at)
    select id, phone, name, joined_at, joined_at from seed_people`);
  await q(`insert into workspaces (id, name, owner_id, created_at, updated_at)
    select w.id, 'Scale ${shape.label} ' || w.w, p.id, w.created_at, w.created_at
    from seed_workspaces w join seed_people p on p.w = w.w and p.m = 1`);
  await q(`insert into workspace_members (workspace_id, user_id, role, status, invited_by, invited_at, joined_at, updated_at)
    select p.workspace_id, p.id, p.role, 'active', case when p.m = 1 then null else o.id end,
           p.joined_at, p.joined_at, p.joined_at
    from seed_people p join seed_people o on o.w = p.w and o.m = 1`);
  await q(`insert into changes (type, workspace_id, subject_id, actor_id, concerned_user_id, fields, data, created_at)
    select 'workspace.created', p.workspace_id, p.workspace_id, p.id, null::uuid, '[]'::jsonb,
           jsonb_build_object('type', 'workspace.created', 'workspaceId', p.workspace_id, 'actorId', p.id), p.joined_at
    from seed_people p where p.m = 1
    union all
    select kind, p.workspace_id, p.id, case when kind = 'member.invited' then o.id else p.id end, p.id,
           case when kind = 'member.invited'
             then jsonb_build_array(jsonb_build_object('field', 'role', 'from', null, 'to', p.role),
                                    jsonb_build_object('field', 'status', 'from', null, 'to', 'pending'))
             else jsonb_build_array(jsonb_build_object('field', 'status', 'from', 'pending', 'to', 'active')) end,
           jsonb_build_object('type', kind, 'workspaceId', p.workspace_id,
             'actorId', case when kind = 'member.invited' then o.id else p.id end, 'userId', p.id),
           p.joined_at
    from seed_people p join seed_people o on o.w = p.w and o.m = 1
    cross join unnest(array['member.invited', 'member.joined']) as kind
    where p.m > 1`);

  // Project managers are people 2, 6, 10…, contractors 4, 8, 12…: each project has one of each.
  await q(
    `create temp table seed_projects on commit drop as
     select w.w, n, w.id as workspace_id, gen_random_uuid() as id, o.id as owner_id, pm.id as pm_id,
            contractor.id as contractor_id,
            'Project ' || n || ': ' || initcap(${words('n', 5)}) || ' at ' || (10 + n) || ' Mill Street' as name,
            w.created_at + make_interval(hours => n) as created_at
     from seed_workspaces w join seed_people o on o.w = w.w and o.m = 1
     cross join generate_series(1, $1::int) as n
     join seed_people pm on pm.w = w.w and pm.m = 2 + 4 * (n % ($2::int / 4))
     join seed_people contractor on contractor.w = w.w and contractor.m = 4 + 4 * (n % ($2::int / 4))`,
    [shape.projects, shape.members],
  );
  await q(`insert into projects (id, workspace_id, name, description, status, created_by, created_at, updated_at)
    select id, workspace_id, name, 'Renovation of the ' || ${words('n', 7)} || ' and the yard',
           (array['to_do','in_progress','complete'])[1 + n % 3]::project_status, owner_id, created_at, created_at
    from seed_projects`);
  await q(`insert into project_assignments (project_id, user_id, role, assigned_by, assigned_at)
    select id, pm_id, 'project_manager'::member_role, owner_id, created_at from seed_projects
    union all
    select id, contractor_id, 'contractor'::member_role, owner_id, created_at from seed_projects`);
  await q(`insert into changes (type, workspace_id, project_id, subject_id, actor_id, concerned_user_id, fields, data, created_at)
    select 'project.created', workspace_id, id, id, owner_id, null::uuid, '[]'::jsonb,
           jsonb_build_object('type', 'project.created', 'workspaceId', workspace_id, 'actorId', owner_id,
             'projectId', id, 'projectName', name, 'statusChange', null), created_at
    from seed_projects
    union all
    select 'project.assignment.added', pr.workspace_id, pr.id, a.user_id, pr.owner_id, a.user_id, '[]'::jsonb,
           jsonb_build_object('type', 'project.assignment.added', 'workspaceId', pr.workspace_id,
             'actorId', pr.owner_id, 'projectId', pr.id, 'userId', a.user_id), pr.created_at
    from seed_projects pr join project_assignments a on a.project_id = pr.id`);

  // Tasks over the year, oldest first, by the owner or the project manager, each assigned to one of
  // the owner and the project's team; every third one moved along later by its creator.
  await q(
    `create temp table seed_tasks on commit drop as
     select pr.w, pr.workspace_id, pr.id as project_id, k, gen_random_uuid() as id,
            initcap(${words('k', 1)}) || ' for unit ' || k ||
              case when k % 5 = 0 then ' in the kitchen' else ' on floor ' || (1 + k % 4) end as title,
            case when k % 2 = 0 then 'Check the ' || ${words('k', 3)} || ' and the ' || ${words('k', 11)} ||
              ' with the client before ordering' end as description,
            case when k % 2 = 0 then pr.owner_id else pr.pm_id end as created_by,
            (array[pr.owner_id, pr.pm_id, pr.contractor_id])[1 + k % 3] as assigned_to,
            pr.owner_id, pr.pm_id, pr.contractor_id,
            pr.created_at + (${year} - interval '1 day') * (k::float8 / $2::int) as created_at,
            (array['in_progress','complete'])[1 + k % 2]::task_status as moved_to
     from seed_projects pr
     cross join generate_series(1, $1::int) as t
     cross join lateral (select (pr.n - 1) * $1::int + t as k) as numbered`,
    [shape.tasksPerProject, tasks],
  );
  await q(`insert into tasks (id, workspace_id, project_id, title, description, status, priority, due_date, amount_cents,
      transaction_type, assigned_to, created_by, created_at, updated_at)
    select id, workspace_id, project_id, title, description,
           case when k % 3 = 0 then moved_to else 'to_do' end,
           (array['low','medium','high'])[1 + k % 3]::task_priority,
           case when k % 4 <> 0 then created_at + make_interval(days => 7 + k % 30) end,
           case when k % 6 = 0 then 10000 * (1 + k % 50) end, case when k % 6 = 0 then 'expense' end,
           assigned_to, created_by, created_at,
           case when k % 3 = 0 then created_at + interval '2 days' else created_at end
    from seed_tasks`);
  await q(`insert into changes (type, workspace_id, project_id, task_id, subject_id, actor_id, concerned_user_id, fields, data, created_at)
    select 'task.created', workspace_id, project_id, id, id, created_by, null::uuid, '[]'::jsonb,
           jsonb_build_object('type', 'task.created', 'workspaceId', workspace_id, 'projectId', project_id,
             'taskId', id, 'taskTitle', title, 'actorId', created_by, 'assignedTo', assigned_to), created_at
    from seed_tasks
    union all
    select 'task.updated', workspace_id, project_id, id, id, created_by, null::uuid,
           jsonb_build_array(jsonb_build_object('field', 'status', 'from', 'to_do', 'to', moved_to)),
           jsonb_build_object('type', 'task.updated', 'workspaceId', workspace_id, 'projectId', project_id,
             'taskId', id, 'taskTitle', title, 'actorId', created_by, 'assignedTo', assigned_to,
             'previousAssignedTo', assigned_to), created_at + interval '2 days'
    from seed_tasks where k % 3 = 0`);

  await q(`create index on seed_tasks (w, k)`);
  await q(
    `create temp table seed_comments on commit drop as
     select t.w, t.workspace_id, t.project_id, t.id as task_id, t.title, t.created_by, t.assigned_to,
            gen_random_uuid() as id, (array[t.owner_id, t.pm_id, t.contractor_id])[1 + c % 3] as user_id, c,
            'The ' || ${words('c', 5)} || ' for unit ' || t.k || ' is ' ||
              (array['approved by the client','on site','late by a week','ordered','measured again'])[1 + c % 5] as content,
            t.created_at + make_interval(hours => 1 + c % 48) as created_at
     from seed_workspaces w cross join generate_series(1, $1::int) as c
     join seed_tasks t on t.w = w.w and t.k = 1 + ((c::bigint * 7919) % $2::int)`,
    [shape.comments, tasks],
  );
  await q(`insert into comments (id, task_id, user_id, content, created_at)
    select id, task_id, user_id, content, created_at from seed_comments`);
  await q(`insert into changes (type, workspace_id, project_id, task_id, subject_id, actor_id, concerned_user_id, fields, data, created_at)
    select 'comment.created', workspace_id, project_id, task_id, id, user_id, null,
           jsonb_build_array(jsonb_build_object('field', 'content', 'from', null, 'to', content)),
           jsonb_build_object('type', 'comment.created', 'workspaceId', workspace_id, 'projectId', project_id,
             'taskId', task_id, 'taskTitle', title, 'actorId', user_id, 'commentId', id), created_at
    from seed_comments`);

  await q(
    `create temp table seed_files on commit drop as
     select t.w, t.workspace_id, t.project_id, t.id as task_id, t.title, t.created_by as uploaded_by,
            gen_random_uuid() as id, f,
            case when f % 2 = 0 then ${words('f', 7)} || '-photo-' || f || '.jpg' else 'invoice-' || f || '.pdf' end as filename,
            t.created_at + interval '3 hours' as uploaded_at
     from seed_workspaces w cross join generate_series(1, $1::int) as f
     join seed_tasks t on t.w = w.w and t.k = 1 + ((f::bigint * 104729) % $2::int)`,
    [shape.files, tasks],
  );
  await q(`insert into task_files (id, workspace_id, project_id, task_id, filename, mime_type, file_size, storage_key,
      uploaded_by, uploaded_at)
    select id, workspace_id, project_id, task_id, filename,
           case when f % 2 = 0 then 'image/jpeg' else 'application/pdf' end, 20000 + f,
           'tasks/' || workspace_id || '/' || project_id || '/' || task_id || '/' || id, uploaded_by, uploaded_at
    from seed_files`);
  await q(`insert into changes (type, workspace_id, project_id, task_id, subject_id, actor_id, concerned_user_id, fields, data, created_at)
    select 'file.uploaded', workspace_id, project_id, task_id, id, uploaded_by, null,
           jsonb_build_array(jsonb_build_object('field', 'filename', 'from', null, 'to', filename)),
           jsonb_build_object('type', 'file.uploaded', 'workspaceId', workspace_id, 'projectId', project_id,
             'taskId', task_id, 'taskTitle', title, 'actorId', uploaded_by, 'fileId', id, 'filename', filename),
           uploaded_at
    from seed_files`);

  await q(
    `insert into ventures (workspace_id, name, type, description, pitch_content, target_goal_cents, status,
       created_by, created_at, updated_at, published_at)
     select w.id, initcap(${words('v', 3)}) || ' works ' || v,
            (array['real_estate','hospitality','manufacturing'])[1 + v % 3]::venture_category,
            'A ' || ${words('v', 5)} || ' business in the old mill',
            'We turn the old mill into a workshop for ' || ${words('v', 7)} || ' and train apprentices there.',
            100000000, case when v % 2 = 0 then 'live' else 'draft' end::venture_status, o.id,
            w.created_at + (${year}) * (v::float8 / $1::int), w.created_at + (${year}) * (v::float8 / $1::int),
            case when v % 2 = 0 then w.created_at + (${year}) * (v::float8 / $1::int) end
     from seed_workspaces w join seed_people o on o.w = w.w and o.m = 1
     cross join generate_series(1, $1::int) as v`,
    [shape.ventures],
  );
  await q(`insert into changes (type, workspace_id, subject_id, actor_id, concerned_user_id, fields, data, created_at)
    select kind, v.workspace_id, v.id, v.created_by, null::uuid, '[]'::jsonb,
           jsonb_build_object('type', kind, 'workspaceId', v.workspace_id, 'actorId', v.created_by,
             'ventureId', v.id, 'ventureName', v.name, 'creatorId', v.created_by), v.created_at
    from ventures v join seed_workspaces w on w.id = v.workspace_id
    cross join unnest(array['venture.created', 'venture.published']) as kind
    where kind = 'venture.created' or v.status = 'live'`);

  // What the notifications consumer writes: the assignee of a task someone else created, and the
  // creator and assignee of a commented task other than its author. Read after 30 days.
  await q(`create temp table seed_notifications on commit drop as
    select gen_random_uuid() as id, t.assigned_to as user_id, 'task_assignment' as type,
           ${literal(assignment.title)} as title, ${fill(assignment.message)} as message,
           t.workspace_id, t.project_id, t.id as task_id, t.created_at,
           'pending:' || t.id as dedupe_key
    from seed_tasks t join seed_projects p on p.id = t.project_id join seed_people actor on actor.id = t.created_by
    where t.assigned_to <> t.created_by
    union all
    select gen_random_uuid(), r.user_id, 'task_comment', ${literal(comment.title)}, ${fill(comment.message)},
           t.workspace_id, t.project_id, t.task_id, t.created_at, 'pending:' || t.id
    from seed_comments t join seed_projects p on p.id = t.project_id join seed_people actor on actor.id = t.user_id
    cross join lateral (select distinct user_id from unnest(array[t.created_by, t.assigned_to]) as user_id) as r
    where r.user_id is not null and r.user_id <> t.user_id`);
  await q(`insert into notifications (id, user_id, type, title, message, related_id, workspace_id, project_id, task_id,
      read_at, created_at, dedupe_key)
    select id, user_id, type, title, message, task_id, workspace_id, project_id, task_id,
           case when created_at < now() - interval '30 days' then created_at + interval '1 hour' end, created_at, dedupe_key
    from seed_notifications`);
  await q(`insert into changes (type, subject_id, concerned_user_id, audience_user_ids, fields, data, created_at)
    select 'notification.created', id, user_id, array[user_id], '[]'::jsonb,
           jsonb_build_object('type', 'notification.created', 'userId', user_id, 'unreadCount', 1,
             'notifications', jsonb_build_array(jsonb_build_object('id', id, 'type', type, 'title', title,
               'message', message, 'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'readAt', null, 'isRead', false, 'relatedId', task_id, 'workspaceId', workspace_id,
               'projectId', project_id, 'taskId', task_id))), created_at
    from seed_notifications`);

  // The bumps the deferred content-revision triggers would have made, one per row written.
  await q(`update workspaces w set content_revision = counted.rows
    from (select w.id,
            (select count(*) from seed_people p where p.w = w.w)
            + (select count(*) * 3 from seed_projects p where p.w = w.w)
            + (select count(*) + count(*) filter (where k % 3 = 0) from seed_tasks t where t.w = w.w) as rows
          from seed_workspaces w) as counted
    where w.id = counted.id`);

  const { rows } = await q(`select w.id as workspace_id, o.id as owner_id,
      (select id from seed_projects where w = 1 order by n limit 1) as project_id,
      (select t.id from seed_tasks t join seed_comments c on c.task_id = t.id where t.w = 1
         group by t.id order by count(*) desc limit 1) as task_id
    from seed_workspaces w join seed_people o on o.w = w.w and o.m = 1 where w.w = 1`);
  const first = rows[0] as Record<string, string>;
  await q(`drop table seed_workspaces, seed_people, seed_projects, seed_tasks, seed_comments, seed_files,
    seed_notifications`);
  await q(`set local session_replication_role = origin`);
  return {
    workspaceId: first.workspace_id,
    ownerId: first.owner_id,
    projectId: first.project_id,
    taskId: first.task_id,
  } as SeededWorkspace;
}

/**
 * Keys each seeded notification by the position of the change it came from, as the consumer does
 * (`change:<position>`); run once the changes are numbered.
 */
export async function keyNotificationsByPosition(client: pg.Client): Promise<void> {
  await client.query(`update notifications n set dedupe_key = 'change:' || c.position
    from changes c
    where n.dedupe_key like 'pending:%' and c.subject_id = substr(n.dedupe_key, 9)::uuid
      and c.type = case n.type when 'task_assignment' then 'task.created' else 'comment.created' end`);
}
