import type { ReactElement } from 'react';
import { useAtomValue } from 'jotai';
import { formatDate, localToday, type ContactPerson, type InfopointMemberGroup } from '@compliance/shared-contracts/browser';
import {
  Box,
  isNotFoundError,
  licenseeConfigAtom,
  licenseeDisplayName,
  Link,
  memberStateAtom,
  Paper,
  Typography,
  useAppStore,
  useParams,
} from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { PrintLayout } from '@compliance/shared-ui/print';
import { StartPage } from '../common/StartPage';
import { useStartTranslation } from '../common/namespace';
import { startPaths } from '../common/paths';
import { PageSection } from '../common/PageSection';
import { CoverageSection } from './Coverage';
import { addressOf } from './address';
import { useInfopointLocation } from './api';

/** A phone number as a link a phone dials: without the spaces it is written with. */
const telHref = (number: string): string => `tel:${number.replace(/\s/g, '')}`;

/** A person with the ways to reach them; e-mail and phone numbers are links a phone can follow. */
function ContactCard({ person }: { person: ContactPerson }): ReactElement {
  const { t } = useStartTranslation();
  const ways = [
    { label: t('infopoint.contact.email'), value: person.email, href: person.email && `mailto:${person.email}` },
    {
      label: t('infopoint.contact.phone'),
      value: person.phoneNumber,
      href: person.phoneNumber && telHref(person.phoneNumber),
    },
    {
      label: t('infopoint.contact.mobile'),
      value: person.mobileNumber,
      href: person.mobileNumber && telHref(person.mobileNumber),
    },
  ].filter((way) => way.value);
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none', breakInside: 'avoid' }}>
      <Typography sx={{ fontWeight: 700 }}>
        {person.firstName} {person.lastName}
      </Typography>
      {ways.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('infopoint.noContact')}
        </Typography>
      ) : (
        ways.map((way) => (
          <Typography key={way.label} variant="body2">
            {way.label}: <Link href={way.href ?? undefined}>{way.value}</Link>
          </Typography>
        ))
      )}
    </Paper>
  );
}

function ContactList({ people, label }: { people: readonly ContactPerson[]; label: string }): ReactElement {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', m: 0, p: 0 }}
    >
      {people.map((person) => (
        <ContactCard key={person.uuid} person={person} />
      ))}
    </Box>
  );
}

function GroupSection({ group }: { group: InfopointMemberGroup }): ReactElement {
  const { t } = useStartTranslation();
  const heading = `group-${group.uuid}`;
  // The kind of group, unless its name says it already.
  const typeLabel = t(`groupTypes.${group.type}`);
  const notes = [...(typeLabel === group.name ? [] : [typeLabel]), ...(group.companyWide ? [t('infopoint.companyWide')] : [])];
  return (
    <Box component="section" aria-labelledby={heading} sx={{ breakInside: 'avoid' }}>
      <Typography id={heading} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {group.name}
        {notes.length > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${notes.join(', ')})`}
          </Typography>
        )}
      </Typography>
      <ContactList people={group.members} label={group.name} />
    </Box>
  );
}

/**
 * The notice's head on paper, where the dashboard's header is not printed: the licensee's logo
 * and the company whose notice board it hangs on.
 */
function NoticeLetterhead(): ReactElement {
  const store = useAppStore();
  const licensee = useAtomValue(licenseeConfigAtom, { store });
  const member = useAtomValue(memberStateAtom, { store });
  const licenseeName = licenseeDisplayName(licensee?.licenseeName);
  return (
    <Box sx={{ display: 'none', '@media print': { display: 'flex' }, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {member?.client.name}
      </Typography>
      {licensee?.images.logo ? (
        <Box component="img" src={licensee.images.logo} alt={licenseeName} sx={{ height: 40, maxWidth: 200, objectFit: 'contain' }} />
      ) : (
        <Typography component="p">{licenseeName}</Typography>
      )}
    </Box>
  );
}

/**
 * /dashboard/start/infopoint/:locationUuid: whom to turn to at one location, its coverage and who is
 * responsible for it; printable in landscape as a notice for the notice board.
 */
export function InfopointLocationPage() {
  const { t, i18n } = useStartTranslation();
  const { locationUuid = '' } = useParams();
  const result = useInfopointLocation(locationUuid);
  const location = result.data?.location;
  const title = location?.name ?? (isNotFoundError(result.error) ? t('infopoint.locationNotFound.title') : t('infopoint.locationLoading'));
  return (
    <StartPage title={title} crumbs={[{ text: t('infopoint.title'), link: startPaths.infopoint() }]}>
      <Loaded
        result={result}
        notFound={{
          text: t('infopoint.locationNotFound.text'),
          backTo: startPaths.infopoint(),
          backLabel: t('infopoint.locationNotFound.back'),
        }}
      >
        {({ location: shown, responsibleMembers, groups }) => (
          <PrintLayout orientation="landscape" showPrintButton>
            <Box sx={{ display: 'grid', gap: 3 }}>
              <NoticeLetterhead />
              <Typography>
                {t(`locationTypes.${shown.locationType}`)} · {addressOf(shown)} · {t('infopoint.memberCount', { count: shown.memberCount })}
              </Typography>
              <CoverageSection location={shown} />
              <PageSection id="responsible-title" title={t('infopoint.responsibleTitle')}>
                {responsibleMembers.length === 0 ? (
                  <Typography>{t('infopoint.noResponsible')}</Typography>
                ) : (
                  <ContactList people={responsibleMembers} label={t('infopoint.responsibleTitle')} />
                )}
              </PageSection>
              <PageSection id="groups-title" title={t('infopoint.groupsTitle')} gap={2}>
                {groups.length === 0 ? (
                  <Typography>{t('infopoint.noGroups')}</Typography>
                ) : (
                  groups.map((group) => <GroupSection key={group.uuid} group={group} />)
                )}
              </PageSection>
              <Typography variant="caption" color="text.secondary">
                {t('infopoint.printedOn', { date: formatDate(localToday(), i18n.language) })}
              </Typography>
            </Box>
          </PrintLayout>
        )}
      </Loaded>
    </StartPage>
  );
}
