import { Checkbox, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';

/** Small cell editors shared by the view designer's tables; each has an accessible name. */
export function TextCell(props: { value: string | undefined; onChange(value: string | undefined): void; label: string; width?: number; placeholder?: string; isReadOnly?: boolean }) {
  return <Input size="small" aria-label={props.label} placeholder={props.placeholder} value={props.value ?? ''} disabled={props.isReadOnly} style={{ width: props.width ?? 140 }} onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)} />;
}

export function NumberCell(props: { value: number | undefined; onChange(value: number | undefined): void; label: string; min?: number; max?: number; width?: number }) {
  return <InputNumber size="small" aria-label={props.label} min={props.min} max={props.max} precision={0} value={props.value ?? null} style={{ width: props.width ?? 90 }} onChange={(value) => props.onChange(typeof value === 'number' ? value : undefined)} />;
}

/** A Y/N flag of the product as a checkbox. */
export function YesNoCell(props: { value: 'Y' | 'N' | undefined; onChange(value: 'Y' | 'N'): void; label: string; children?: ReactNode }) {
  return <Checkbox aria-label={props.label} checked={props.value === 'Y'} onChange={(event) => props.onChange(event.target.checked ? 'Y' : 'N')}>{props.children}</Checkbox>;
}

export function SelectCell<V extends string | number>(props: { value: V | undefined; onChange(value: V | undefined): void; label: string; options: ReadonlyArray<{ value: V; label: ReactNode }>; width?: number; allowClear?: boolean; placeholder?: string }) {
  return (
    <Select<V>
      size="small"
      aria-label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      allowClear={props.allowClear ?? true}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: props.width ?? 140 }}
      options={props.options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(value) => props.onChange(value ?? undefined)}
    />
  );
}
