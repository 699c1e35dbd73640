import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { FormField } from '@wharf/schemas';
import { choiceOptions } from './fixtures';

/**
 * The baseline: the same fields written by hand as a React + antd Form (rc-field-form updates the
 * changed Form.Item only), on the same 24-column grid, with the same labels and widths.
 */
export function HandWrittenForm({ fields }: { fields: FormField[] }) {
  return (
    <Form layout="horizontal" labelCol={{ flex: '0 0 100px' }} wrapperCol={{ flex: '1 1 0' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', columnGap: 16 }}>
        {fields.map((field, i) => (
          <div key={field.colCode} style={{ gridColumn: `${(i % 3) * 8 + 1} / span 8`, gridRow: `${Math.floor(i / 3) + 1} / span 1`, minWidth: 0 }}>
            <Form.Item name={field.colCode} label={field.title}>
              {field.type === 'number' ? (
                <InputNumber precision={2} style={{ width: '100%' }} placeholder="Please enter" />
              ) : field.type === 'select' ? (
                <Select options={choiceOptions} allowClear placeholder="Please select" />
              ) : field.type === 'date' ? (
                <DatePicker style={{ width: '100%' }} />
              ) : (
                <Input placeholder="Please enter" />
              )}
            </Form.Item>
          </div>
        ))}
      </div>
      <Button type="primary" htmlType="submit">Submit</Button>
    </Form>
  );
}
