import { replaced } from '@kit/modal';
import { selectNameRegistration } from '@kit/names';
import { Button, CheckIcon } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/** RegisterAccountNameSuccess: the name registered, now the account's name; Done leads to Account. */
export function RegisterAccountNameSuccessView() {
  const dispatch = useKitDispatch();
  const registration = useKitSelector(selectNameRegistration);
  return (
    <StatusPanel
      media={<CheckIcon size={40} />}
      heading={registration.name ?? 'Name registered'}
      message="This name is now your account name."
      actions={
        <Button fullWidth onClick={() => dispatch(replaced('Account'))}>
          Done
        </Button>
      }
    />
  );
}
