import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { SwitchChoiceModal, useQuietChoices, type SwitchChoices } from './SwitchChoiceModal';

interface MyDeparts {
  departs: Array<{ orgId: string; orgCode: string; orgName: string }>;
  current: string | null;
}

const toChoices = (mine: MyDeparts): SwitchChoices => ({ choices: mine.departs.map((d) => ({ id: d.orgId, code: d.orgCode, name: d.orgName })), currentId: mine.current });

/** The companies and departments the signed-in user may work in; offered only with more than one. */
export const useMyDeparts = () => useQuietChoices('/system/user/myDeparts', toChoices);

/**
 * "Switch company" (spec §2 label-implied screens): the login's department choice, later. The
 * server records the chosen one (selectDepart); user info (company code and name) and menus reload.
 */
export function CompanySwitchModal({ mine, isOpen, onClose }: { mine: SwitchChoices; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <SwitchChoiceModal
      title={t('header.switchCompany')}
      codeTitle={t('header.departCode')}
      nameTitle={t('header.departName')}
      choices={mine.choices}
      currentId={mine.currentId}
      isOpen={isOpen}
      onClose={onClose}
      send={(orgId) => services.http.put<unknown>('/system/selectDepart', { orgId })}
    />
  );
}
