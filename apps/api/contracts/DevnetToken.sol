// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A standard OpenZeppelin ERC-20 with its own decimals; the whole supply goes to the deployer
/// (the devnet faucet), so nobody can mint afterwards.
contract DevnetToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) ERC20(name_, symbol_) {
        _decimals = decimals_;
        _mint(msg.sender, supply);
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
