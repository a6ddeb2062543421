import { clientText, useAuthStatus, useTradeOptions } from '@bx/platform';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { HeaderBar, IconButton } from '../../shared/header-bar';
import { Icon } from '../../shared/icons';

import { StockDropdown } from './stock-dropdown';
import { TradeSideMenu } from './trade-side-menu';

/** The binary trade header: the side menu, and the stock dropdown that switches the option. */
export function TradeHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const options = useTradeOptions();
  const { id } = useParams();
  const navigate = useNavigate();
  const signedIn = useAuthStatus() === 'success';
  return (
    <>
      <HeaderBar
        left={
          <IconButton label={clientText('MENU')} onClick={() => setMenuOpen(true)}>
            <Icon name="menu" />
          </IconButton>
        }
        title={
          <StockDropdown
            options={options}
            currentId={id ? Number(id) : null}
            onPick={(option) => navigate(signedIn ? `/exchange/${option.id}` : `/exchangeView/${option.id}`)}
          />
        }
      />
      <TradeSideMenu open={menuOpen} onClose={closeMenu} />
    </>
  );
}
