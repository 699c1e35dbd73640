import type { CSSProperties } from 'react';

/**
 * Header colours per node type, as DingTalk marks them: initiator grey, approver orange, cc blue,
 * condition green — each dark enough for its white header text to reach WCAG AA 4.5:1 (issue 20).
 */
export const headerColours: Readonly<Record<string, string>> = {
  start: '#576a95',
  approval: '#a86229',
  cc: '#2878c8',
  condition: '#0f875e',
  end: '#767676',
};

export const errorColour = '#ff4d4f';

/** A card's frame: red when it has issues, blue when selected. */
export function cardFrame(isSelected: boolean, hasIssues: boolean): CSSProperties {
  return {
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    background: '#fff',
    borderRadius: 6,
    border: `2px solid ${hasIssues ? errorColour : isSelected ? '#1677ff' : 'transparent'}`,
    boxShadow: '0 2px 5px rgba(0,0,0,0.12)',
    overflow: 'hidden',
    cursor: 'pointer',
    display: 'flex',
    flexDirection: 'column',
    textAlign: 'start',
    padding: 0,
    font: 'inherit',
  };
}

export function cardHeader(colour: string): CSSProperties {
  return { background: colour, color: '#fff', padding: '4px 8px', fontSize: 12, display: 'flex', alignItems: 'center', gap: 4, minHeight: 24 };
}

export const cardBody: CSSProperties = { padding: '6px 8px', fontSize: 13, flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
