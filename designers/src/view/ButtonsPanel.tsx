import { SettingOutlined } from '@ant-design/icons';
import { isDefaultViewButton, newButtonPermission } from '@wharf/engine';
import type { ViewButton, ViewColumn } from '@wharf/schemas';
import { Button, ConfigProvider, Drawer, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../dataSources/CodeEditor';
import { SelectCell, TextCell, YesNoCell } from './cells';
import { ConditionEditor } from './ConditionEditor';
import { RowsEditor, withChange, type RowsEditorColumn } from './RowsEditor';
import type { ViewDesignerOption } from './types';
import { buttonStyles, buttonTypes, dialogSizes, openTypes, optionsOf } from './viewOptions';

export interface ButtonsPanelProps {
  /** The view's code: a button added here gets `<viewCode>:<key>` as its permission point. */
  viewCode: string;
  buttons: ReadonlyArray<ViewButton>;
  columns: ReadonlyArray<ViewColumn>;
  forms: ReadonlyArray<ViewDesignerOption>;
  views: ReadonlyArray<ViewDesignerOption>;
  isReadOnly?: boolean;
  onChange(buttons: ViewButton[]): void;
}

/**
 * A button the builder adds: it opens the add form and carries its own permission point
 * (`newButtonPermission`), so it can be granted in role permissions once the view is published.
 * The point stays an ordinary, editable cell; without a view code yet there is none to name.
 */
export function newViewButton(viewCode: string, buttonName: string, otherButtons: ReadonlyArray<ViewButton>): ViewButton {
  const button: ViewButton = { buttonName, buttonType: 'toolbar', openType: 'add', buttonStyle: 'default' };
  return viewCode ? { ...button, permission: newButtonPermission(viewCode, button, otherButtons) } : button;
}

const opensForm: ReadonlySet<ViewButton['openType']> = new Set(['add', 'edit', 'detail', 'openForm']);

/** The rest of a button's settings, in a drawer: links, out-parameters, showCondition, confirm box, script. */
function ButtonDetails(props: { button: ViewButton; columns: ReadonlyArray<ViewColumn>; forms: ReadonlyArray<ViewDesignerOption>; views: ReadonlyArray<ViewDesignerOption>; isReadOnly?: boolean; onChange(button: ViewButton): void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.view.button.${key}`);
  const { button } = props;
  const update = (change: Partial<ViewButton>) => props.onChange(withChange(button, change));
  const fields = props.columns.map((column) => ({ value: column.colCode, label: `${column.colName} (${column.colCode})` }));
  return (
    <Form layout="vertical">
      {opensForm.has(button.openType) ? (
        <Form.Item label={label('linkForm')}>
          <SelectCell label={label('linkForm')} value={button.linkForm} options={props.forms} onChange={(linkForm) => update({ linkForm })} width={320} />
        </Form.Item>
      ) : null}
      {button.openType === 'openView' ? (
        <Form.Item label={label('linkView')}>
          <SelectCell label={label('linkView')} value={button.linkView} options={props.views} onChange={(linkView) => update({ linkView })} width={320} />
        </Form.Item>
      ) : null}
      {button.openType === 'openUrl' ? (
        <Form.Item label={label('linkUrl')}>
          <TextCell label={label('linkUrl')} value={button.linkUrl} onChange={(linkUrl) => update({ linkUrl })} width={320} />
        </Form.Item>
      ) : null}
      <Form.Item label={label('buttonIcon')}>
        <TextCell label={label('buttonIcon')} value={button.buttonIcon} onChange={(buttonIcon) => update({ buttonIcon })} width={320} />
      </Form.Item>
      <Form.Item label={label('viewName')}>
        <TextCell label={label('viewName')} value={button.viewName} onChange={(viewName) => update({ viewName })} width={320} />
      </Form.Item>
      <Form.Item>
        <YesNoCell label={label('isMultiple')} value={button.isMultiple} onChange={(isMultiple) => update({ isMultiple })}>{label('isMultiple')}</YesNoCell>
      </Form.Item>
      <Form.Item label={label('outParameter')}>
        <RowsEditor<{ parameterKey: string; colCode: string }>
          label={label('outParameter')}
          rows={button.outParameter ?? []}
          onChange={(outParameter) => update({ outParameter: outParameter.length > 0 ? outParameter : undefined })}
          newRow={() => ({ parameterKey: '', colCode: props.columns[0]?.colCode ?? '' })}
          columns={[
            { key: 'parameterKey', title: label('parameterKey'), render: (row, change) => <TextCell label={label('parameterKey')} value={row.parameterKey} onChange={(value) => change({ parameterKey: value ?? '' })} width={120} /> },
            { key: 'colCode', title: label('colCode'), render: (row, change) => <SelectCell label={label('colCode')} value={row.colCode || undefined} options={fields} allowClear={false} onChange={(value) => change({ colCode: value ?? '' })} width={160} /> },
          ]}
        />
      </Form.Item>
      <Form.Item label={label('showCondition')}>
        <ConditionEditor value={button.showCondition} fields={fields} onChange={(showCondition) => update({ showCondition })} />
      </Form.Item>
      <Form.Item label={label('confirmBox')}>
        <Input aria-label={label('confirmTitle')} placeholder={label('confirmTitle')} value={button.confirmBox?.title ?? ''} style={{ marginBottom: 4 }}
          onChange={(event) => update({ confirmBox: button.confirmBox || event.target.value ? { ...(event.target.value ? { title: event.target.value } : {}), content: button.confirmBox?.content ?? '' } : undefined })} />
        <Input.TextArea aria-label={label('confirmContent')} placeholder={label('confirmContent')} rows={2} value={button.confirmBox?.content ?? ''}
          onChange={(event) => update({ confirmBox: event.target.value ? { ...(button.confirmBox?.title ? { title: button.confirmBox.title } : {}), content: event.target.value } : undefined })} />
      </Form.Item>
      <Form.Item label={label('openScript')} extra={label('openScriptHint')}>
        <CodeEditor label={label('openScript')} language="javascript" height={160} isReadOnly={props.isReadOnly ?? false} value={button.openScript ?? ''} onChange={(openScript) => update({ openScript: openScript === '' ? undefined : openScript })} />
      </Form.Item>
    </Form>
  );
}

/** The view's buttons (spec §3 view button): the main settings in rows, the rest in a drawer per button. */
export function ButtonsPanel(props: ButtonsPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number>();
  const label = (key: string) => t(`designer.view.button.${key}`);
  const columns: Array<RowsEditorColumn<ViewButton>> = [
    { key: 'buttonName', title: label('buttonName'), render: (button, update) => <TextCell label={label('buttonName')} value={button.buttonName} onChange={(value) => update({ buttonName: value ?? '' })} width={120} /> },
    { key: 'buttonCode', title: label('buttonCode'), render: (button, update) => <TextCell label={label('buttonCode')} value={button.buttonCode} onChange={(buttonCode) => update({ buttonCode })} width={110} /> },
    { key: 'buttonType', title: label('buttonType'), render: (button, update) => <SelectCell label={label('buttonType')} value={button.buttonType} allowClear={false} options={optionsOf(buttonTypes, 'buttonType', t)} onChange={(value) => update({ buttonType: value ?? 'toolbar' })} width={100} /> },
    { key: 'openType', title: label('openType'), render: (button, update) => <SelectCell label={label('openType')} value={button.openType} allowClear={false} options={optionsOf(openTypes, 'openType', t)} onChange={(value) => update({ openType: value ?? 'add' })} width={150} /> },
    { key: 'buttonStyle', title: label('buttonStyle'), render: (button, update) => <SelectCell label={label('buttonStyle')} value={button.buttonStyle} options={optionsOf(buttonStyles, 'buttonStyle', t)} onChange={(buttonStyle) => update({ buttonStyle })} width={100} /> },
    { key: 'dialogSize', title: label('dialogSize'), render: (button, update) => <SelectCell label={label('dialogSize')} value={button.dialogSize} options={optionsOf(dialogSizes, 'dialogSize', t)} onChange={(dialogSize) => update({ dialogSize })} width={110} /> },
    { key: 'permission', title: label('permission'), render: (button, update) => <TextCell label={label('permission')} placeholder="pageCode:permission" value={button.permission} onChange={(permission) => update({ permission })} width={160} /> },
    { key: 'more', title: '', render: (_button, _update, index) => (
        // Opening the details stays possible when read-only: they are shown disabled.
        <ConfigProvider componentDisabled={false}>
          <Button size="small" icon={<SettingOutlined />} aria-label={label('more')} onClick={() => setEditing(index)}>{label('more')}</Button>
        </ConfigProvider>
      ) },
  ];
  const current = editing !== undefined ? props.buttons[editing] : undefined;
  return (
    <>
      <RowsEditor<ViewButton>
        label={t('designer.view.tab.buttons')}
        rows={props.buttons}
        columns={columns}
        isSortable
        {...(props.isReadOnly ? { isReadOnly: true } : {})}
        onChange={props.onChange}
        newRow={() => newViewButton(props.viewCode, t('designer.view.button.newName'), props.buttons)}
        addLabel={label('add')}
        // Spec §8: a default button stays (its permission point holds the roles' grants); the server refuses a save without it.
        canRemove={(button) => !isDefaultViewButton(button)}
        removeRefused={label('defaultLocked')}
      />
      {/* The drawer is portalled out of the tab, so it takes the read-only state itself. */}
      <Drawer open={current !== undefined} title={current?.buttonName} size="large" onClose={() => setEditing(undefined)} destroyOnHidden>
        {current && editing !== undefined ? (
          <ConfigProvider componentDisabled={props.isReadOnly ?? false}>
          <ButtonDetails button={current} columns={props.columns} {...(props.isReadOnly ? { isReadOnly: true } : {})} forms={props.forms} views={props.views} onChange={(button) => props.onChange(props.buttons.map((item, i) => (i === editing ? button : item)))} />
          </ConfigProvider>
        ) : null}
      </Drawer>
    </>
  );
}
