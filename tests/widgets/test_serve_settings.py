"""The Voila command line carries the public-serving guards (issue 18)."""

from __future__ import annotations

import pytest

from widgets.server.serve import _pool, voila_command
from widgets.server.voila_guard import _host_name


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("localhost:8866", "localhost"),
        ("127.0.0.1", "127.0.0.1"),
        ("[::1]:8866", "::1"),
        ("Games.Example.org:443", "games.example.org"),
        ("evil.example:8866", "evil.example"),
    ],
)
def test_host_headers_are_compared_by_name(header, name):
    assert _host_name(header) == name


def test_the_command_allows_only_local_and_named_hosts():
    args = voila_command(8866, hosts=["games.example.org"], max_kernels=12)
    hosts = [a.split("=", 1)[1] for a in args if a.startswith("--GuardedIdentityProvider.allowed")]
    assert hosts == ["localhost", "127.0.0.1", "::1", "games.example.org"]
    assert "--GuardedIdentityProvider.max_kernels=12" in args
    assert "--LimitedKernelManager.max_kernels=12" in args
    assert (
        "--Voila.identity_provider_class=widgets.server.voila_guard.GuardedIdentityProvider" in args
    )


def test_idle_kernels_go_within_minutes():
    args = voila_command(8866)
    assert "--MappingKernelManager.cull_idle_timeout=300" in args
    assert "--MappingKernelManager.cull_interval=60" in args


def test_a_class_pool_is_added_to_the_spare_kernels():
    args = voila_command(8866, pools=dict([_pool("colour_bazaar/play.ipynb=25")]))
    pools = next(a for a in args if "kernel_pools_config" in a)
    assert '"colour_bazaar/play.ipynb": {"pool_size": 25}' in pools
    assert '"lab.ipynb": {"pool_size": 0}' in pools


@pytest.mark.parametrize("text", ["colour_bazaar/play.ipynb", "=3", "x=many"])
def test_a_malformed_preheat_is_refused(text):
    with pytest.raises(SystemExit):
        _pool(text)


def test_a_setting_can_be_replaced_without_repeating_it():
    args = voila_command(8866, settings={"MappingKernelManager": {"cull_idle_timeout": 3}})
    culls = [a for a in args if a.startswith("--MappingKernelManager.cull_idle_timeout=")]
    assert culls == ["--MappingKernelManager.cull_idle_timeout=3"]
    assert "--MappingKernelManager.cull_interval=60" in args


def test_late_outputs_of_a_busy_kernel_are_waited_for():
    # nbclient's default (4 s) dropped a play page's widgets when the kernel's output came
    # later than its reply, as it does when many kernels start together on two cores.
    args = voila_command(8866)
    assert "--VoilaExecutor.iopub_timeout=60" in args
