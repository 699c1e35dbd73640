import type { BusinessStatus, InstanceOutcome, InstanceState, InstanceStatus, TaskKind, TaskStatus } from '@wharf/engine';

/** A `bpm_template` row: a workflow template's lifecycle beside its stored definition. */
export interface TemplateRow {
  id: string;
  tenant_id: string;
  process_key: string;
  definition_id: string;
  status: 'design' | 'active' | 'suspended';
  enabled: boolean;
  published_version: number | null;
  group_name: string | null;
  updated_at: Date;
}

/** A `bpm_instance` row: one request and its engine state (the fold of its `bpm_event` rows). */
export interface InstanceRow {
  id: string;
  tenant_id: string;
  process_key: string;
  definition_id: string;
  definition_version: number;
  form_code: string | null;
  data_id: string | null;
  title: string;
  initiator_id: string;
  status: InstanceStatus;
  outcome: InstanceOutcome | null;
  business_status: BusinessStatus | null;
  current_node_id: string | null;
  state: InstanceState;
  started_at: Date;
  ended_at: Date | null;
  version: number;
}

/** A `bpm_task` row: one task of the engine's state, with the uuid the API names it by. */
export interface TaskRow {
  id: string;
  tenant_id: string;
  instance_id: string;
  task_no: number;
  node_id: string;
  node_name: string | null;
  assignee_id: string | null;
  original_assignee_id: string | null;
  from_user_id: string | null;
  status: TaskStatus;
  kind: TaskKind;
  created_at: Date;
  due_at: Date | null;
  ended_at: Date | null;
  comment: string | null;
}

/** A `bpm_cc` row: a copy of a request to one user, read or not. */
export interface CcRow {
  id: string;
  instance_id: string;
  node_id: string;
  node_name: string | null;
  user_id: string;
  created_at: Date;
  read_at: Date | null;
}
