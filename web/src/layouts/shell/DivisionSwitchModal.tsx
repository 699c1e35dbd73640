import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { SwitchChoiceModal, useQuietChoices, type SwitchChoices } from './SwitchChoiceModal';

interface MyDivisions {
  divisions: Array<{ id: string; code: string; name: string }>;
  current: { divisionId: string | null };
}

const toChoices = (mine: MyDivisions): SwitchChoices => ({ choices: mine.divisions, currentId: mine.current.divisionId });

/** The divisions the signed-in user may switch between (a tenant without divisions answers none: no switch). */
export const useMyDivisions = () => useQuietChoices('/system/division/mine', toChoices);

/**
 * "Switch division" (spec §2, §3): the server puts this session in the chosen division; user info
 * (userExtendInfo.divisionId/Code/Name) and menus are loaded again from home.
 */
export function DivisionSwitchModal({ mine, isOpen, onClose }: { mine: SwitchChoices; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <SwitchChoiceModal
      title={t('header.switchDivision')}
      codeTitle={t('header.divisionCode')}
      nameTitle={t('header.divisionName')}
      choices={mine.choices}
      currentId={mine.currentId}
      isOpen={isOpen}
      onClose={onClose}
      send={(divisionId) => services.http.put<unknown>('/system/division/switch', { divisionId })}
    />
  );
}
